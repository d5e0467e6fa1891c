import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { StoredRequestForMe } from '../domain/feedback-requests';
import { requestEmail } from '../domain/request-email';
import { createLogger } from '../http/logger';
import { requestMailLinks } from '../mail/receipt-mail';
import { sendOnce } from './send-once';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'notify-recipient' });

type ReminderToMail = Pick<StoredRequestForMe, 'id' | 'recipientId' | 'askerName' | 'askerUsername'> & {
  kind: 'reminder' | 'resend';
};
const copyFields = [
  'entity',
  'id',
  'recipientId',
  'askerName',
  'askerUsername',
  'reminded',
  'resent',
] as const;

/**
 * A chosen contact's copy of a request just reminded, or null: the three days' reminder (`reminded`) or the
 * asker's resend (`resent`), each read as the change from the old image, so one is never mailed for the other.
 */
export function requestReminderOf(record: DynamoDBRecord): ReminderToMail | null {
  if (record.eventName !== 'MODIFY') return null;
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (image?.entity?.S !== 'requestForMe') return null;
  const copy = streamFields(image, copyFields);
  const before = streamFields(record.dynamodb?.OldImage as Record<string, AttributeValue> | undefined, [
    'reminded',
    'resent',
  ]);
  const kind =
    copy?.resent === true && before?.resent !== true
      ? 'resend'
      : copy?.reminded === true && before?.reminded !== true
        ? 'reminder'
        : null;
  if (!copy || !kind) return null;
  return {
    id: String(copy.id),
    recipientId: String(copy.recipientId),
    askerName: String(copy.askerName),
    askerUsername: String(copy.askerUsername),
    kind,
  };
}

/** Each reminder e-mail once per contact and kind, under the receipt e-mails' switch. */
export async function notifyRequestReminder(reminder: ReminderToMail): Promise<void> {
  const mailed = await sendOnce(reminder.recipientId, `${reminder.id}#${reminder.kind}`, (target) =>
    requestEmail(
      reminder,
      target.email,
      requestMailLinks(reminder.recipientId, target.unsubscribeKey, reminder),
      reminder.kind,
    ),
  );
  if (mailed) log.info('request reminder e-mail sent', { requestId: reminder.id, kind: reminder.kind });
}
