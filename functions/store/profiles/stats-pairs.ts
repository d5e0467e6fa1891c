import { pairOf, type StatsMove } from '../../domain/counters-stats';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import { oncePerTable } from '../platform/once-per-table';
import * as queries from '../platform/queries';
import { batchDelete, ifConditionHolds, table } from '../platform/table';

/**
 * The newest entry of each pair partition ("you last gave them", "they last gave you a named one"), kept on
 * an item of its own after the entries (`keys.statsPairLatest`), so the dashboard reads the inner circle's
 * dates by key in one batch read, however many receipts the pair has. A receipt leaving the hub takes its
 * entry back, and the newest is then an older one: so it is not a maximum kept by adding but read again from
 * the partition after each change (`syncPairLatest`), by the stream consumer that writes the entries.
 */

/** The pair partitions a batch of moves writes entries in. */
export const pairPartitionsOf = (moves: readonly StatsMove[]) => [
  ...new Set(
    moves.flatMap((m) => {
      const pair = pairOf(m.contribution);
      return pair ? [keys.statsPairPartition(pair.memberId, pair.kind, pair.otherId)] : [];
    }),
  ),
];

/**
 * Sets a partition's newest from its entries, after the entries' writes. Each sync first takes a ticket (the
 * record's version, added to), reads the entries after it, and writes only while its ticket is the last
 * taken: of syncs that race, the last to take its ticket read after every write before it, and an older one
 * can no longer overwrite it. A sync lost midway is done again when the stream batch is (the whole batch
 * goes again on a failure, and every partition it touched is synced, applied or not).
 */
export async function syncPairLatest(partition: string): Promise<void> {
  const Key = keys.statsPairLatest(partition);
  const taken = await table.update({
    Key,
    UpdateExpression: 'SET entity = :entity ADD version :one',
    ExpressionAttributeValues: { ':entity': 'stats', ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  const ticket = taken.Attributes?.version as number;
  const { Items } = await table.query({
    ...queries.statsPairEntries(partition),
    ScanIndexForward: false,
    Limit: 1,
    ConsistentRead: true,
    ProjectionExpression: 'SK',
  });
  const latestAt = keyReaders.statsPairCreatedAt(Items?.[0]?.SK);
  await ifConditionHolds(
    table.update({
      Key,
      UpdateExpression: latestAt ? 'SET latestAt = :at' : 'REMOVE latestAt',
      ConditionExpression: 'version = :ticket',
      ExpressionAttributeValues: { ':ticket': ticket, ...(latestAt ? { ':at': latestAt } : {}) },
    }),
  );
}

/** Syncs each partition, a few at a time. */
export async function syncPairsLatest(partitions: readonly string[]): Promise<void> {
  for (let start = 0; start < partitions.length; start += 8)
    await Promise.all(partitions.slice(start, start + 8).map(syncPairLatest));
}

/** The newest records of partitions whose member is gone (with their entries). */
export const forgetPairsLatest = (partitions: readonly string[]) =>
  batchDelete(partitions.map(keys.statsPairLatest));

/** When the newest entry of each pair was made, by partition (absent: none), from their records. */
export const latestOf = (found: readonly Record<string, unknown>[]) =>
  new Map(
    found
      .filter((item) => item.SK === keys.statsPairLatest('').SK && typeof item.latestAt === 'string')
      .map((item) => [String(item.PK), String(item.latestAt)]),
  );

/**
 * Sets the newest of every pair partition in the table (entries written before it was kept): a table scan,
 * then each partition's sync, which is safe beside the stream consumer's. Returns how many partitions.
 */
export async function recountPairsLatest(): Promise<number> {
  const partitions = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.scan({
      FilterExpression: 'begins_with(PK, :pair)',
      ExpressionAttributeValues: { ':pair': keys.statsPairPrefix },
      ProjectionExpression: 'PK',
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) partitions.add(String(item.PK));
    start = page.LastEvaluatedKey;
  } while (start);
  await syncPairsLatest([...partitions]);
  return partitions.size;
}

/** The recount, once per table: a marker item says it was done (the local stack runs this at start). */
export const recountPairsLatestOnce = () =>
  oncePerTable(keys.statsPairsRecountMarker, { at: 'recountedAt', count: 'partitions' }, recountPairsLatest);
