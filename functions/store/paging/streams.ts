import { type Key, type KeyShape, keyOf, type Positions } from '../platform/cursors';
import type { KeyQuery } from '../platform/queries';
import { table } from '../platform/table';

/** One newest-first Query the store pages through, and the exact key its cursor positions carry. */
export interface Stream {
  shape: KeyShape;
  query: KeyQuery;
}

/** A FilterExpression on top of a stream (free-text search, the journal's category and goal). */
export interface StreamFilter {
  expression: string;
  values: Record<string, string>;
  /** Attribute names the expression refers to as `#name`. */
  names?: Record<string, string>;
}

export interface StreamPage {
  items: { item: Record<string, unknown>; key: Key }[];
  /** Where to continue, or null at the end of the stream. */
  lastKey: Key | null;
}

/** Items a filtered read asks DynamoDB for at a time, and how many such reads one page may make. */
const filteredChunk = 100;
const filteredReadsPerPage = 10;

/**
 * Up to `limit` items from `start`, newest first. Unfiltered: one Query. Filtered: DynamoDB applies
 * `Limit` before the filter, so this keeps reading until the page is full or the stream ends, and
 * continues after the last item it returns. The loop is bounded (filteredReadsPerPage × filteredChunk
 * items read): a very sparse search in a huge box may return a short page with a cursor instead of
 * reading the whole box in one request; the site keeps loading until it has matches or the end.
 */
export async function readStream(
  stream: Stream,
  start: Key | undefined,
  limit: number,
  filter?: StreamFilter,
): Promise<StreamPage> {
  const items: StreamPage['items'] = [];
  let startKey: Key | undefined = start;
  for (let reads = 0; ; reads++) {
    const page = await table.query({
      ...stream.query,
      ExpressionAttributeValues: { ...stream.query.ExpressionAttributeValues, ...filter?.values },
      ...(filter ? { FilterExpression: filter.expression } : {}),
      ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
      Limit: filter ? filteredChunk : limit - items.length,
    });
    for (const item of page.Items ?? []) {
      items.push({ item, key: keyOf(item, stream.shape) });
      if (items.length === limit) return { items, lastKey: keyOf(item, stream.shape) };
    }
    const next = page.LastEvaluatedKey ? keyOf(page.LastEvaluatedKey, stream.shape) : null;
    if (!next || !filter || reads + 1 >= filteredReadsPerPage) return { items, lastKey: next };
    startKey = next;
  }
}

/**
 * One page across several streams, newest first by sort value `orderOf` (ULIDs sort by creation):
 * each stream reads a page, the newest `limit` are kept, and each stream remembers where it stopped.
 */
export async function readMerged(
  streams: Record<string, Stream>,
  positions: Positions,
  limit: number,
  orderOf: (item: Record<string, unknown>) => string,
  filter?: StreamFilter,
): Promise<{ items: Record<string, unknown>[]; positions: Positions }> {
  const names = Object.keys(streams);
  const active = names.filter((name) => positions[name] !== null);
  const pages = await Promise.all(
    active.map(
      async (name) =>
        [name, await readStream(streams[name]!, positions[name] ?? undefined, limit, filter)] as const,
    ),
  );
  const merged = pages
    .flatMap(([name, page]) => page.items.map((entry) => ({ ...entry, name })))
    .sort((a, b) => (orderOf(a.item) < orderOf(b.item) ? 1 : -1))
    .slice(0, limit);

  const next: Positions = {};
  for (const name of names) if (positions[name] === null) next[name] = null;
  for (const [name, page] of pages) {
    const taken = merged.filter((m) => m.name === name);
    // A stream whose items all made the page continues after them; otherwise after its last one shown.
    if (taken.length === page.items.length) next[name] = page.lastKey;
    else if (taken.length) next[name] = taken.at(-1)!.key;
    else if (positions[name]) next[name] = positions[name];
  }
  return { items: merged.map((m) => m.item), positions: next };
}
