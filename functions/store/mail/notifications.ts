import type { MailRecipient } from '../../domain/mail-permission';
import { newUnsubscribeKey } from '../../domain/unsubscribe-token';
import * as keys from '../platform/keys';
import { ifConditionHolds, table } from '../platform/table';
import { hubSeenUpdate } from '../profiles/counters';
import { accountEndOf } from '../shared/account-ends';

export interface NotificationTarget extends MailRecipient {
  unsubscribeKey: string;
  /** Opted in to the weekly digest. */
  digestOn: boolean;
  firstName: string;
}

/**
 * An address for a notice about the account (the member's former one, or their own): whether it was verified
 * (as the change recorded it), has bounced or complained, and whether the account has ended.
 */
export async function accountNoticeTargetOf(userId: string, email: string, emailVerified: boolean) {
  const [suppressed, end] = await Promise.all([
    email !== '' && isAddressSuppressed(email),
    accountEndOf(userId),
  ]);
  return { email, emailVerified, suppressed, accountEnded: end !== null };
}

const targetOf = async (userId: string, item: Record<string, unknown>): Promise<NotificationTarget> => ({
  ...(await accountNoticeTargetOf(
    userId,
    (item.email as string | undefined) ?? '',
    (item.verificationStatus as { email?: boolean } | undefined)?.email === true,
  )),
  emailOn: (item.notifications as { email?: boolean } | undefined)?.email !== false,
  unsubscribeKey: item.unsubscribeKey as string,
  digestOn: item.digest === true,
  firstName: (item.firstName as string | undefined) ?? '',
});

/** Whether SES reported the address as bouncing or complaining (see `suppressAddress`). */
async function isAddressSuppressed(email: string): Promise<boolean> {
  return (await table.get({ Key: keys.suppressedAddress(email), ProjectionExpression: 'PK' })) !== undefined;
}

/**
 * Never mail this address again: SES reported a permanent bounce or a complaint. Kept by address, not by
 * member, since the address is what bounces (whoever signs up with it next).
 */
export async function suppressAddress(email: string, reason: 'bounce' | 'complaint', at: string) {
  await table.put({ Item: { ...keys.suppressedAddress(email), entity: 'suppressedAddress', reason, at } });
}

/**
 * The recipient's address, its verification and suppression, their e-mail setting and whether their account
 * has ended: reads, so the notifier never contends with the receipt
 * transactions that update the same profile. Profiles get their unsubscribe key when created; one from
 * before that gets it here, once. `null` when the profile is gone (e.g. the account was deleted meanwhile).
 */
export async function notificationTargetOf(userId: string): Promise<NotificationTarget | null> {
  const item = await table.get({
    Key: keys.profile(userId),
    ProjectionExpression: 'email, notifications, unsubscribeKey, verificationStatus, digest, firstName',
    ConsistentRead: true,
  });
  if (!item) return null;
  if (item.unsubscribeKey) return targetOf(userId, item);
  const updated = await ifConditionHolds(
    table.update({
      Key: keys.profile(userId),
      UpdateExpression: 'SET unsubscribeKey = if_not_exists(unsubscribeKey, :key)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':key': newUnsubscribeKey() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return updated?.Attributes ? targetOf(userId, updated.Attributes) : null;
}

/** Claims the right to send a receipt's e-mail: true exactly once per receipt, however often it is asked. */
export async function claimNotification(recipientId: string, receiptId: string, now: string) {
  const claimed = await ifConditionHolds(
    table.put({
      Item: { ...keys.receiptNotification(recipientId, receiptId), entity: 'notification', sentAt: now },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return claimed !== null;
}

/** Gives the claim back when sending failed, so the stream's retry sends it. */
export async function releaseNotification(recipientId: string, receiptId: string) {
  await table.delete({ Key: keys.receiptNotification(recipientId, receiptId) });
}

/**
 * The hub was opened: back to zero. When is kept (`hubSeenAt`), so a receipt withheld later is taken off
 * the badge only if it arrived after this.
 */
export async function markReceiptsSeen(userId: string, now: string) {
  const updated = await ifConditionHolds(table.update(hubSeenUpdate(userId, now)));
  return updated !== null;
}
