import {
  bucketChanges,
  contributionChanges,
  pairEntryOf,
  type ReceiptImage,
  type StatsContribution,
  statsItemKeys,
} from '../../domain/counters-stats';
import { keys } from '../platform/keys';
import { type TableWrite, transact } from '../platform/table';

/**
 * The counters module's growth-figure writes (the dashboard's buckets): one receipt's contribution to one
 * member, added (`sign` 1) or taken back (-1) in one transaction with its ledger item, which exists exactly
 * while the contribution is counted. So applying it again (a redelivered stream record) changes nothing,
 * and a member whose profile is gone (a deletion under way) gets no bucket back. The shape is in
 * domain/counters-stats.ts.
 */
export type ContributionOutcome = 'applied' | 'alreadyApplied' | 'memberGone';

function bucketWrite(memberId: string, sortKey: string, adds: Record<string, number>): TableWrite {
  const entries = Object.entries(adds);
  return {
    Update: {
      Key: keys.stats(memberId, sortKey),
      UpdateExpression: `SET entity = :entity ADD ${entries.map((_, i) => `#b${i} :b${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#b${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': 'stats',
        ...Object.fromEntries(entries.map(([, delta], i) => [`:b${i}`, delta])),
      },
    },
  };
}

/** An item that exists while the contribution counts: put when it is added, deleted when taken back. */
function presenceWrite(Key: { PK: string; SK: string }, sign: 1 | -1, condition: boolean): TableWrite {
  if (sign > 0)
    return {
      Put: {
        Item: { ...Key, entity: 'stats' },
        ...(condition ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
      },
    };
  return { Delete: { Key, ...(condition ? { ConditionExpression: 'attribute_exists(PK)' } : {}) } };
}

export async function applyContribution(c: StatsContribution, sign: 1 | -1): Promise<ContributionOutcome> {
  const pair = pairEntryOf(c);
  const ledger = presenceWrite(statsItemKeys.ledger(c), sign, true);
  const { failed } = await transact({
    member: {
      ConditionCheck: { Key: keys.profile(c.memberId), ConditionExpression: 'attribute_exists(PK)' },
    },
    ledger,
    buckets: bucketChanges(c, sign).map((b) => bucketWrite(c.memberId, b.sortKey, b.adds)),
    pair: pair ? presenceWrite(pair, sign, false) : null,
  });
  if (failed.has('member')) {
    // The member's account is going: their buckets went with their partition; the entries outside it go too.
    if (sign < 0)
      await transact({
        ledger: presenceWrite(statsItemKeys.ledger(c), -1, false),
        pair: pair ? presenceWrite(pair, -1, false) : null,
      });
    return 'memberGone';
  }
  if (failed.has('ledger')) return 'alreadyApplied';
  return 'applied';
}

/** One item's change (a stream record's images): contributions that went are taken back, new ones added. */
export async function applyItemChange(before: ReceiptImage | undefined, after: ReceiptImage | undefined) {
  const { gone, came } = contributionChanges(before, after);
  // A receipt's contributions are to two different members (recipient and sender): no item in common, so
  // they go at once; what went is taken back before what came is added.
  await Promise.all(gone.map((c) => applyContribution(c, -1)));
  await Promise.all(came.map((c) => applyContribution(c, 1)));
}
