import { limits } from '@contract/limits';
import * as keys from '../platform/keys';
import { ifConditionHolds, table } from '../platform/table';

const dayMs = 86_400_000;

/**
 * Claims a member's digest of `isoWeek`: true exactly once, however often the planner or the queue asks.
 * The marker starts `sending`; it expires by TTL long after any retry of that week.
 */
export async function claimDigest(userId: string, isoWeek: string, now: Date): Promise<boolean> {
  const claimed = await ifConditionHolds(
    table.put({
      Item: {
        ...keys.digestMarker(userId, isoWeek),
        entity: 'digestMarker',
        state: 'sending',
        claimedAt: now.toISOString(),
        expiresAt: Math.floor((now.getTime() + limits.digestMarkerDays * dayMs) / 1000),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return claimed !== null;
}

/** The e-mail was handed to SES: the marker says so for good. */
export async function markDigestSent(userId: string, isoWeek: string, now: Date): Promise<void> {
  await table.update({
    Key: keys.digestMarker(userId, isoWeek),
    UpdateExpression: 'SET #state = :sent, sentAt = :now',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString() },
  });
}

/**
 * Sending failed with an answer (SES refused or throttled it, so nothing went out): the claim is given back
 * for the queue's retry. Only a marker still `sending` is removed.
 */
export async function releaseDigest(userId: string, isoWeek: string): Promise<void> {
  await ifConditionHolds(
    table.delete({
      Key: keys.digestMarker(userId, isoWeek),
      ConditionExpression: '#state = :sending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sending': 'sending' },
    }),
  );
}
