import * as keys from '../platform/keys';
import type { KeyQuery } from '../platform/queries';
import { type Item, table } from '../platform/table';

/**
 * Paging to the end: sweeps that read a query page by page and settle what they find (account deletion,
 * blocks), as opposed to the cursor pages the API hands out (cursors.ts, streams.ts, member-lists.ts).
 */
export type SweepOutcome = 'done' | 'more';

const pageSize = 100;
/** Parallel writes at a time: quick, and far under the table's capacity. */
const parallel = 10;

/** An item's primary key. */
export const keyOf = (item: Item) => ({ PK: item.PK, SK: item.SK });

/** Runs `run` over `items`, `parallel` at a time, while there is time; `false` when it stopped early. */
export async function inBatches<T>(
  items: readonly T[],
  hasTime: () => boolean,
  run: (item: T) => Promise<unknown>,
): Promise<boolean> {
  for (let i = 0; i < items.length; i += parallel) {
    if (!hasTime()) return false;
    await Promise.all(items.slice(i, i + parallel).map(run));
  }
  return true;
}

/** The first `pageSize` items of `query` (strongly consistent on the table; an index cannot be). */
export async function firstPage(query: KeyQuery): Promise<Item[]> {
  const { Items } = await table.query({
    ...query,
    ...(query.IndexName ? {} : { ConsistentRead: true }),
    Limit: pageSize,
  });
  return Items ?? [];
}

/**
 * Settles every item `query` finds, a first page at a time (settled items leave the query), until it finds
 * none (`done`) or time runs out (`more`).
 */
export async function settleAll(
  query: KeyQuery,
  hasTime: () => boolean,
  settle: (item: Item) => Promise<unknown>,
): Promise<SweepOutcome> {
  while (hasTime()) {
    const items = await firstPage(query);
    if (!items.length) return 'done';
    if (!(await inBatches(items, hasTime, settle))) return 'more';
  }
  return 'more';
}

type PageQuery = Omit<Parameters<typeof table.query>[0], 'ExclusiveStartKey'>;

/** Every page of `query`, in order, each handed to `each` before the next is read. */
export async function forEachPage(
  query: PageQuery,
  each: (items: Item[]) => Promise<unknown>,
): Promise<void> {
  let start: Item | undefined;
  do {
    const page = await table.query({ ...query, ExclusiveStartKey: start });
    await each(page.Items ?? []);
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Every id in the recipient's partition under `prefix` whose item matches `filter` (strongly consistent,
 * read to the end: a sweep over one person's box, not a page).
 */
export async function sweepIds(
  recipientId: string,
  prefix: string,
  filter: string,
  values: Record<string, unknown>,
): Promise<string[]> {
  const ids: string[] = [];
  await forEachPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: filter,
      ExpressionAttributeValues: { ':pk': keys.userPartition(recipientId), ':prefix': prefix, ...values },
      ProjectionExpression: 'id',
      ConsistentRead: true,
    },
    async (items) => ids.push(...items.map((item) => String(item.id))),
  );
  return ids;
}

/**
 * The members with an item whose sort key begins with `prefix` in their partition (`only`: of those), by a
 * whole-table Scan that reads only keys: for one-off recounts of a table from before a count was kept.
 */
export async function membersHolding(prefix: string, only?: readonly string[]): Promise<string[]> {
  const partitions = Object.fromEntries((only ?? []).map((id, i) => [`:m${i}`, keys.userPartition(id)]));
  const names = Object.keys(partitions).join(', ');
  const members = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.scan({
      FilterExpression: `begins_with(SK, :prefix)${names ? ` AND PK IN (${names})` : ''}`,
      ExpressionAttributeValues: { ':prefix': prefix, ...partitions },
      ProjectionExpression: 'PK',
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) members.add(keys.keyReaders.userOfPartition(item.PK));
    start = page.LastEvaluatedKey;
  } while (start);
  return [...members];
}
