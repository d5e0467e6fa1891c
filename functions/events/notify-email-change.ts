import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { emailChangedEmail, type SignInEmailChange } from '../domain/email-change-email';
import { createLogger } from '../http/logger';
import { sendAccountNotice } from './send-once';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'notify-recipient' });
const changeFields = ['entity', 'userId', 'from', 'fromVerified', 'to', 'changedAt'] as const;

/** A sign-in e-mail change just recorded (profiles/sign-in-email.ts), or null for any other change. */
export function emailChangeOf(record: DynamoDBRecord): SignInEmailChange | null {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== 'emailChange') return null;
  const change = streamFields(image, changeFields);
  if (typeof change?.userId !== 'string' || typeof change.from !== 'string' || typeof change.to !== 'string')
    return null;
  return {
    userId: change.userId,
    from: change.from,
    fromVerified: change.fromVerified === true,
    to: change.to,
    changedAt: String(change.changedAt),
  };
}

/** Tells the old address, once per change, when it was verified and may still be written to. */
export async function notifyEmailChange(change: SignInEmailChange): Promise<void> {
  const sent = await sendAccountNotice(
    change.userId,
    { email: change.from, verified: change.fromVerified },
    `${change.changedAt}#emailChange`,
    (contactUrl) => emailChangedEmail(change, contactUrl),
  );
  if (sent) log.info('sign-in e-mail change told to the old address', { userId: change.userId });
}
