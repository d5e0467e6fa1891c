import type { WithheldKind } from '@contract/enums';
import type { StoredReceipt } from '../../domain/receipts';
import { readMerged, readStream, type Stream, type StreamFilter } from '../paging/streams';
import { type CursorList, decodeCursor, encodeCursor, type KeyShape } from '../platform/cursors';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { type KeyQuery, pageKeyShape } from '../platform/queries';
import { notUnseenBy, withheldFor } from '../safety/withheld-receipts';
import { toStoredReceipt } from '../shared/receipt-item';

export interface ReceiptFilter {
  /** A category, or 'Other' for receipts without one. */
  category?: string;
  /** Lower-case search text. */
  q?: string;
}

type Box = 'received' | 'sent';

const receiptSort = { prefix: keys.prefixes.receipt };
const anyUser = { prefix: keys.userPartition('') };
const anyValue = { prefix: '' };

/** A stream of `query`, whose items' table keys fit `item`. */
const streamOf = (query: KeyQuery, item: KeyShape): Stream => ({ shape: pageKeyShape(query, item), query });

/** Received: the caller's partition. With a category: its sparse index (only that category's receipts). */
const receivedStream = (userId: string, category: string | undefined) =>
  streamOf(category === undefined ? queries.received(userId) : queries.receivedInCategory(userId, category), {
    PK: { equals: keys.userPartition(userId) },
    SK: receiptSort,
  });

/**
 * Sent: the sent index, or its per-category one. A sent receipt withheld from its recipient (WITHHELD#)
 * stays in the sender's lists, so the table sort key of a position may have either prefix.
 */
const sentStream = (userId: string, category: string | undefined) =>
  streamOf(category === undefined ? queries.sent(userId) : queries.sentInCategory(userId, category), {
    PK: anyUser,
    SK: anyValue,
  });

const searchFilter = (q: string | undefined): StreamFilter | undefined =>
  q
    ? { expression: '(contains(searchMeta, :q) OR contains(searchBody, :q))', values: { ':q': q } }
    : undefined;

const streamMaker = { received: receivedStream, sent: sentStream };

/**
 * A page of `streams` merged newest first (ULIDs sort by creation), and the cursor that remembers where
 * each stream stopped; `name` ties the cursor to this list and caller.
 */
async function readMergedList(
  name: unknown[],
  streams: Record<string, Stream>,
  cursor: string | undefined,
  limit: number,
  filter?: StreamFilter,
) {
  const list: CursorList = {
    name: JSON.stringify(name),
    streams: Object.fromEntries(Object.entries(streams).map(([stream, s]) => [stream, s.shape])),
  };
  const page = await readMerged(
    streams,
    decodeCursor(list, cursor) ?? {},
    limit,
    (item) => String(item.id),
    filter,
  );
  return { items: page.items, cursor: encodeCursor(list, page.positions) };
}

/**
 * One page of the caller's receipts, newest first. `all` merges the received and sent boxes by time
 * (ULIDs sort by creation), remembering where each box stopped. A category reads its sparse index, so
 * a filtered page is as full as an unfiltered one whatever the size of the box.
 */
export async function listReceipts(
  userId: string,
  box: Box | 'all',
  cursor: string | undefined,
  limit: number,
  filter: ReceiptFilter,
): Promise<{ items: StoredReceipt[]; cursor: string | null }> {
  const boxes: Box[] = box === 'all' ? ['received', 'sent'] : [box];
  const page = await readMergedList(
    ['receipts', userId, box, filter.category ?? null, filter.q ?? null],
    Object.fromEntries(boxes.map((b) => [b, streamMaker[b](userId, filter.category)])),
    cursor,
    limit,
    searchFilter(filter.q),
  );
  return { items: page.items.map(toStoredReceipt), cursor: page.cursor };
}

/** Received receipts withheld from the hub (a block, a report): only their recipient's export reads them. */
const withheldStream = (userId: string) =>
  streamOf(queries.withheld(userId), {
    PK: { equals: keys.userPartition(userId) },
    SK: { prefix: keys.prefixes.withheld },
  });

/**
 * A page of everything the member's export holds, newest first: received receipts (in the hub and those
 * withheld from it, with why; never one withheld unseen at its delivery) and sent ones.
 */
export async function listReceiptsForExport(
  userId: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: { receipt: StoredReceipt; withheld: WithheldKind | null }[]; cursor: string | null }> {
  const page = await readMergedList(
    ['export', userId],
    {
      received: receivedStream(userId, undefined),
      withheld: withheldStream(userId),
      sent: sentStream(userId, undefined),
    },
    cursor,
    limit,
    // A held receipt its delivery withheld was never the recipient's to see (withheld-receipts.ts).
    notUnseenBy(userId),
  );
  const withheldHere = (item: Record<string, unknown>) =>
    item.PK === keys.userPartition(userId) && keyReaders.isWithheld(item.SK);
  return {
    items: page.items.map((item) => ({
      receipt: toStoredReceipt(item),
      withheld: withheldHere(item) ? (withheldFor.of(item)?.kind ?? null) : null,
    })),
    cursor: page.cursor,
  };
}

/**
 * A page of the receipts `ownerId` shows in one public category, newest first (GSI2, which hidden
 * receipts leave): the public profile's tab. Whether the category may be shown is the caller's business.
 */
export async function listPublicInCategory(
  ownerId: string,
  category: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: StoredReceipt[]; cursor: string | null }> {
  const stream = streamOf(queries.publicInCategory(ownerId, category), {
    PK: { equals: keys.userPartition(ownerId) },
    SK: receiptSort,
  });
  const list: CursorList = {
    name: JSON.stringify(['public-receipts', ownerId, category]),
    streams: { main: stream.shape },
  };
  const start = decodeCursor(list, cursor)?.main ?? undefined;
  const page = await readStream(stream, start, limit);
  return {
    items: page.items.map((entry) => toStoredReceipt(entry.item)),
    cursor: encodeCursor(list, { main: page.lastKey }),
  };
}
