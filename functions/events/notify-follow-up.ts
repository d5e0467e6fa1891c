import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { type FollowUpMailKind, followUpEmail } from '../domain/follow-up-email';
import type { StoredFollowUpAsk } from '../domain/follow-ups';
import { createLogger } from '../http/logger';
import { followUpMailLinks } from '../mail/receipt-mail';
import { sendOnce } from './send-once';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'notify-recipient' });

type AskToMail = Pick<StoredFollowUpAsk, 'id' | 'giverId' | 'askerName'> & { kind: FollowUpMailKind };
const askFields = ['entity', 'id', 'giverId', 'askerName', 'status', 'reminded'] as const;

/**
 * A follow-up a giver should hear about, or null: a new ask (`asked`), or a pending ask the reminder run has
 * just marked (`reminder`). Answering or declining changes the ask too, and is not mailed.
 */
export function followUpMailOf(record: DynamoDBRecord): AskToMail | null {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (image?.entity?.S !== 'followUpAsk') return null;
  const ask = streamFields(image, askFields);
  if (ask?.status !== 'pending') return null;
  const fields = { id: String(ask.id), giverId: String(ask.giverId), askerName: String(ask.askerName) };
  if (record.eventName === 'INSERT') return { ...fields, kind: 'asked' };
  if (record.eventName === 'MODIFY' && ask.reminded === true) return { ...fields, kind: 'reminder' };
  return null;
}

/** Each follow-up e-mail once per giver and kind, under the receipt e-mails' switch. */
export async function notifyFollowUp(ask: AskToMail): Promise<void> {
  const sent = await sendOnce(ask.giverId, `${ask.id}#${ask.kind}`, (target) =>
    followUpEmail(ask, ask.kind, target.email, followUpMailLinks(ask.giverId, target.unsubscribeKey)),
  );
  if (sent) log.info('follow-up e-mail sent', { followUpId: ask.id, kind: ask.kind });
}
