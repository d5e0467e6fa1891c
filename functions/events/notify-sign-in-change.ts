import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { signInChangedEmail } from '../domain/sign-in-change-email';
import { type SignInChange, type SignInMethodsChange, signInChanges } from '../domain/sign-in-methods';
import { createLogger } from '../http/logger';
import { sendAccountNotice } from './send-once';
import { streamFields } from './stream-image';

const log = createLogger({ handler: 'notify-recipient' });
const changeFields = ['entity', 'userId', 'changeId', 'to', 'changes', 'changedAt'] as const;
const isSignInChange = (value: unknown): value is SignInChange =>
  (signInChanges as readonly unknown[]).includes(value);

/** A change of passkeys or two-step sign-in just recorded (profiles/sign-in-methods.ts), or null. */
export function signInChangeOf(record: DynamoDBRecord): SignInMethodsChange | null {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== 'signInChange') return null;
  const change = streamFields(image, changeFields);
  const changes = Array.isArray(change?.changes) ? change.changes.filter(isSignInChange) : [];
  if (
    typeof change?.userId !== 'string' ||
    typeof change.changeId !== 'string' ||
    typeof change.to !== 'string' ||
    !changes.length
  )
    return null;
  return {
    userId: change.userId,
    changeId: change.changeId,
    to: change.to,
    changes,
    changedAt: String(change.changedAt),
  };
}

/**
 * Tells the member, once per change, if their address may still be written to (it was verified when the
 * change was recorded: profiles/sign-in-methods.ts records none before).
 */
export async function notifySignInChange(change: SignInMethodsChange): Promise<void> {
  const sent = await sendAccountNotice(
    change.userId,
    { email: change.to, verified: true },
    `signInChange#${change.changeId}`,
    (contactUrl) => signInChangedEmail(change, contactUrl),
  );
  if (sent) log.info('sign-in methods change told to the member', { userId: change.userId });
}
