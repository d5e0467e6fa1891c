import {
  groupMoves,
  type OwnItemsOf,
  pairOf,
  type StatsBucket,
  type StatsContribution,
  type StatsMove,
} from '../../domain/counters-stats';
import { itemKeyText } from '../../domain/item-key';
import * as keys from '../platform/keys';
import { batchDelete, batchGet, type TableWrite, transact } from '../platform/table';
import { notDeletedCheck } from '../shared/account-ends';
import { forgetPairsLatest, pairPartitionsOf, syncPairsLatest } from './stats-pairs';

/**
 * The counters module's growth-figure writes (the dashboard's buckets). Each contribution is added (`sign` 1)
 * or taken back (-1) in a transaction with its ledger item, which exists exactly while the contribution is
 * counted: applying it again (a redelivered stream record) changes nothing. A batch's moves share a few
 * transactions, each bucket written once per transaction with their sum (domain/counters-stats.ts
 * `groupMoves`). A member whose account is going (no profile, or a deletion begun) gets no bucket back. The
 * shape is in domain/counters-stats.ts; the newest of each pair partition is synced after (stats-pairs.ts).
 */
function bucketWrite(memberId: string, bucket: StatsBucket, adds: Record<string, number>): TableWrite {
  const entries = Object.entries(adds);
  return {
    Update: {
      Key: keys.statsBucket(memberId, bucket),
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

/** A contribution's entries outside the member's partition: its ledger entry and its pair entry. */
const entriesOf = (c: StatsContribution) => {
  const pair = pairOf(c);
  return [keys.statsLedger(c), ...(pair ? [keys.statsPairEntry(pair)] : [])];
};

/** The items a move writes on its own, as `groupMoves` counts them. */
export const ownItemsOf: OwnItemsOf = ({ contribution }) => entriesOf(contribution).map(itemKeyText);

/**
 * One group's moves in one transaction. A move whose ledger says it is already applied is left out, and so
 * are the moves of a member whose deletion has begun (added to `gone`); the rest go again.
 */
async function applyGroup(moves: StatsMove[], gone: Set<string>): Promise<void> {
  let left = moves;
  while (left.length) {
    const [group, ...more] = groupMoves(left, ownItemsOf);
    if (!group || more.length) throw new Error('applyGroup: the moves do not fit one transaction');
    const writes: Record<string, TableWrite | null> = {};
    for (const [i, { contribution: c, sign }] of group.moves.entries()) {
      const pair = pairOf(c);
      writes[`ledger${i}`] = presenceWrite(keys.statsLedger(c), sign, true);
      writes[`pair${i}`] = pair ? presenceWrite(keys.statsPairEntry(pair), sign, false) : null;
    }
    for (const [i, b] of group.buckets.entries())
      writes[`bucket${i}`] = bucketWrite(b.memberId, b.bucket, b.adds);
    for (const memberId of group.members) writes[`member:${memberId}`] = notDeletedCheck(memberId);
    const { failed } = await transact(writes);
    if (!failed.size) return;
    for (const name of failed) if (name.startsWith('member:')) gone.add(name.slice('member:'.length));
    left = group.moves.filter((m, i) => !failed.has(`ledger${i}`) && !gone.has(m.contribution.memberId));
  }
}

/**
 * Applies moves (a batch of stream records' changes) in their order. Members without a profile are known
 * gone from one read; a deletion that begins meanwhile fails its check in the transaction. Their buckets
 * went with their partition; the entries outside it of contributions taken back go too.
 */
export async function applyMoves(moves: readonly StatsMove[]): Promise<void> {
  if (!moves.length) return;
  const members = [...new Set(moves.map((m) => m.contribution.memberId))];
  const living = new Set(
    (
      await batchGet<{ userId: string }>(
        members.map((id) => keys.profile(id)),
        { projection: 'userId' },
      )
    ).map((p) => p.userId),
  );
  const gone = new Set(members.filter((id) => !living.has(id)));
  for (const group of groupMoves(
    moves.filter((m) => !gone.has(m.contribution.memberId)),
    ownItemsOf,
  ))
    await applyGroup(
      group.moves.filter((m) => !gone.has(m.contribution.memberId)),
      gone,
    );
  const forgotten = moves.filter((m) => m.sign < 0 && gone.has(m.contribution.memberId));
  const entries = new Map(
    forgotten.flatMap((m) => entriesOf(m.contribution)).map((k) => [itemKeyText(k), k]),
  );
  await batchDelete([...entries.values()]);
  // Every partition the batch touched, its moves applied now or before (a batch that goes again).
  await syncPairsLatest(pairPartitionsOf(moves.filter((m) => !gone.has(m.contribution.memberId))));
  await forgetPairsLatest(pairPartitionsOf(forgotten));
}
