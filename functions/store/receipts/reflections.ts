import type { Reflection } from '@contract/schemas/reflections';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import { readStream } from '../paging/streams';
import { forEachPage } from '../paging/sweeps';
import { type CursorList, decodeCursor, encodeCursor } from '../platform/cursors';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, table } from '../platform/table';
import { toStoredReceipt } from '../shared/receipt-item';
import { type JournalFilter, journalFilter } from './journal-filter';

const reflectionSort = { prefix: keys.prefixes.reflection };

const reflectionOf = (item: Record<string, unknown>): Reflection => ({
  receiptId: String(item.receiptId),
  text: String(item.text),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});

/**
 * The recipient's reflection on a receipt in their hub, written or rewritten. It is its own item in their
 * partition, never a field of the receipt's item (which the sender reads too). Null: no such receipt.
 */
export async function saveReflection(
  recipientId: string,
  receiptId: string,
  text: string,
  now: string,
): Promise<Reflection | null> {
  const item = await table.get({ Key: keys.receipt(recipientId, receiptId), ConsistentRead: true });
  if (!item) return null;
  const receipt = toStoredReceipt(item);
  const saved = await table.update({
    Key: keys.reflection(recipientId, receiptId),
    UpdateExpression:
      'SET entity = :entity, receiptId = :receiptId, #text = :text, category = :category, goal = :goal, updatedAt = :now, createdAt = if_not_exists(createdAt, :now)',
    ExpressionAttributeNames: { '#text': 'text' },
    ExpressionAttributeValues: {
      ':entity': 'reflection',
      ':receiptId': receiptId,
      ':text': text,
      ':category': receipt.category || 'Other',
      ':goal': receipt.goal ?? null,
      ':now': now,
    },
    ReturnValues: 'ALL_NEW',
  });
  return reflectionOf(saved.Attributes ?? {});
}

export async function getReflection(recipientId: string, receiptId: string): Promise<Reflection | null> {
  const item = await table.get({ Key: keys.reflection(recipientId, receiptId) });
  return item ? reflectionOf(item) : null;
}

/** A journal's cursor is tied to its member and its filter: it cannot page another list. */
const journalList = (recipientId: string, filter: JournalFilter): CursorList => ({
  name: JSON.stringify(['journal', recipientId, filter.category ?? null, filter.goal ?? null]),
  streams: { main: { PK: { equals: keys.userPartition(recipientId) }, SK: reflectionSort } },
});

/**
 * A page of the member's journal, newest receipt first: each reflection with its receipt (one batch read).
 * Filtered, it reads on until the page is full (bounded, as the hub's search: streams.ts), so a sparse
 * category is not an empty page with a cursor. A reflection whose receipt has left the hub (withheld,
 * removed) is not shown.
 */
export async function pageOfJournal(
  recipientId: string,
  cursor: string | undefined,
  limit: number,
  filter: JournalFilter,
): Promise<{ items: { reflection: Reflection; receipt: StoredReceipt }[]; cursor: string | null }> {
  const list = journalList(recipientId, filter);
  const stream = { shape: list.streams.main!, query: queries.reflections(recipientId) };
  const start = decodeCursor(list, cursor)?.main ?? undefined;
  const page = await readStream(stream, start, limit, journalFilter(filter));
  const reflections = page.items.map((entry) => reflectionOf(entry.item));
  const receipts = await batchGet(reflections.map((r) => keys.receipt(recipientId, r.receiptId)));
  const byId = new Map(receipts.map((item) => [String(item.id), toStoredReceipt(item)]));
  const items = reflections.flatMap((reflection) => {
    const receipt = byId.get(reflection.receiptId);
    return receipt ? [{ reflection, receipt }] : [];
  });
  return { items, cursor: encodeCursor(list, { main: page.lastKey }) };
}

/**
 * Removes the member's reflection on a receipt. Nothing to remove is done already while the receipt is in
 * their hub. False: neither a reflection nor a receipt of theirs (the caller is not its recipient).
 */
export async function removeReflection(recipientId: string, receiptId: string): Promise<boolean> {
  const removed = await table.delete({
    Key: keys.reflection(recipientId, receiptId),
    ReturnValues: 'ALL_OLD',
  });
  if (removed.Attributes) return true;
  return (await table.get({ Key: keys.receipt(recipientId, receiptId) })) !== undefined;
}

/** Every reflection the member wrote, for the export (hand-written, so few next to the receipts). */
export async function allReflections(recipientId: string): Promise<Reflection[]> {
  const all: Reflection[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOfMemberList(
      {
        name: 'reflections',
        userId: recipientId,
        prefix: keys.prefixes.reflection,
        query: queries.reflections(recipientId),
      },
      cursor,
      100,
    );
    all.push(...page.items.map(reflectionOf));
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * How many reflections the journal lists (those whose receipt is still in the member's hub), of those first
 * written in [since, until) when given: what the member's own dashboard and digest count, as the journal
 * shows them. Only the receipt ids and dates are read, never a reflection's words.
 */
export async function countReflections(recipientId: string, window: { since?: string; until?: string } = {}) {
  const receiptIds: string[] = [];
  await forEachPage(
    { ...queries.reflections(recipientId), ProjectionExpression: 'receiptId, createdAt' },
    async (items) => {
      for (const { receiptId, createdAt } of items as { receiptId: string; createdAt: string }[]) {
        if (createdAt >= (window.since ?? '') && (window.until === undefined || createdAt < window.until))
          receiptIds.push(receiptId);
      }
    },
  );
  if (!receiptIds.length) return 0;
  const inHub = await batchGet(
    receiptIds.map((id) => keys.receipt(recipientId, id)),
    { projection: 'id' },
  );
  return inHub.length;
}
