import type { PutNotificationSettingsRequest } from '@contract/schemas/notifications';
import { type NotificationSettingsFields, notificationSettingsOf } from '../../domain/notification-settings';
import * as keys from '../platform/keys';
import { type TableWrite, table, transact } from '../platform/table';

/**
 * Saves a member's notification settings: the receipt e-mails, the weekly digest, the digest offer's answer.
 * Switching the digest writes the profile's flag and the DIGEST subscription item (the sparse index the
 * weekly planner reads) in one transaction, so the two never disagree; switching it either way also answers
 * the one-time offer. With `unsubscribeKey` (an e-mail's link), only when it matches the profile's secret.
 * The settings as saved, or null when there is no such profile (or the key does not match).
 */
export async function saveNotificationSettings(
  userId: string,
  change: PutNotificationSettingsRequest,
  now: string,
  unsubscribeKey?: string,
) {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (change.email !== undefined) {
    sets.push('notifications = :notifications');
    values[':notifications'] = { email: change.email };
  }
  if (change.digest !== undefined) {
    sets.push('#digest = :digest');
    values[':digest'] = change.digest;
  }
  if (change.digest !== undefined || change.digestOffered) {
    sets.push('digestOfferedAt = if_not_exists(digestOfferedAt, :now)');
    values[':now'] = now;
  }
  if (unsubscribeKey) values[':key'] = unsubscribeKey;
  const subscription: TableWrite | null =
    change.digest === undefined
      ? null
      : change.digest
        ? {
            Put: {
              Item: { ...keys.digestSubscription(userId), entity: 'digestSubscription', userId, since: now },
            },
          }
        : { Delete: { Key: keys.digestSubscriptionKey(userId) } };
  const { failed } = await transact({
    profile: {
      Update: {
        Key: keys.profile(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: unsubscribeKey
          ? 'attribute_exists(PK) AND unsubscribeKey = :key'
          : 'attribute_exists(PK)',
        ...(change.digest !== undefined ? { ExpressionAttributeNames: { '#digest': 'digest' } } : {}),
        ExpressionAttributeValues: values,
      },
    },
    subscription,
  });
  if (failed.size) return null;
  const saved = await table.get({
    Key: keys.profile(userId),
    ProjectionExpression: 'notifications, #digest, digestOfferedAt',
    ExpressionAttributeNames: { '#digest': 'digest' },
    ConsistentRead: true,
  });
  return saved ? notificationSettingsOf(saved as NotificationSettingsFields) : null;
}
