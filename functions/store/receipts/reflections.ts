import type { Reflection } from '@contract/schemas/reflections';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import { readStream } from '../paging/streams';
import { forEachPage, membersHolding } from '../paging/sweeps';
import { type CursorList, decodeCursor, encodeCursor } from '../platform/cursors';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { pageKeyShape } from '../platform/queries';
import { batchGet, type TableWrite, table, transact } from '../platform/table';
import { reflectionsCounterWrite } from '../profiles/counters';
import { toStoredReceipt } from '../shared/receipt-item';
import { type JournalFilter, journalIndexRead } from './journal-filter';

const reflectionSort = { prefix: keys.prefixes.reflection };

const reflectionOf = (item: Record<string, unknown>): Reflection => ({
  receiptId: String(item.receiptId),
  text: String(item.text),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});

/** The receipt is in the member's hub (its reflection counts), or not, when the transaction is written. */
const receiptCheck = (recipientId: string, receiptId: string, inHub: boolean): TableWrite => ({
  ConditionCheck: {
    Key: keys.receipt(recipientId, receiptId),
    ConditionExpression: inHub ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
  },
});

const attempts = 3;

/**
 * The recipient's reflection on a receipt in their hub, written or rewritten. It is its own item in their
 * partition, never a field of the receipt's item (which the sender reads too). A first one adds to their
 * count of reflections in the same transaction, which holds only while the receipt is in the hub and the
 * reflection is still as read. Null: no such receipt.
 */
export async function saveReflection(
  recipientId: string,
  receiptId: string,
  text: string,
  now: string,
): Promise<Reflection | null> {
  const key = keys.reflection(recipientId, receiptId);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [item, existing] = await Promise.all([
      table.get({ Key: keys.receipt(recipientId, receiptId), ConsistentRead: true }),
      table.get({ Key: key, ConsistentRead: true }),
    ]);
    if (!item) return null;
    const receipt = toStoredReceipt(item);
    const category = receipt.category || 'Other';
    const goal = receipt.goal ?? null;
    const saved = {
      ...key,
      ...keys.journalIndexes(recipientId, receiptId, category, goal),
      entity: 'reflection',
      receiptId,
      text,
      category,
      goal,
      createdAt: existing ? String(existing.createdAt) : now,
      updatedAt: now,
    };
    const condition = existing ? 'createdAt = :createdAt' : 'attribute_not_exists(PK)';
    const { failed } = await transact({
      reflection: {
        Put: {
          Item: saved,
          ConditionExpression: condition,
          ...(existing ? { ExpressionAttributeValues: { ':createdAt': saved.createdAt } } : {}),
        },
      },
      receipt: receiptCheck(recipientId, receiptId, true),
      counter: existing ? null : reflectionsCounterWrite(recipientId, 1),
    });
    if (!failed.size) return reflectionOf(saved);
  }
  throw new Error('saveReflection: the receipt or its reflection kept changing');
}

export async function getReflection(recipientId: string, receiptId: string): Promise<Reflection | null> {
  const item = await table.get({ Key: keys.reflection(recipientId, receiptId) });
  return item ? reflectionOf(item) : null;
}

/**
 * A journal's read: the partition's REFLECTION# items, or a filter's sparse index (journal-filter.ts). Its
 * cursor is tied to its member and its filter: it cannot page another list.
 */
function journalRead(recipientId: string, filter: JournalFilter) {
  const indexed = journalIndexRead(recipientId, filter);
  const query = indexed?.query ?? queries.reflections(recipientId);
  const shape = pageKeyShape(query, { PK: { equals: keys.userPartition(recipientId) }, SK: reflectionSort });
  const list: CursorList = {
    name: JSON.stringify(['journal', recipientId, filter.category ?? null, filter.goal ?? null]),
    streams: { main: shape },
  };
  return { list, stream: { shape, query }, filter: indexed?.filter };
}

/**
 * A page of the member's journal, newest receipt first: each reflection with its receipt (one batch read).
 * Filtered, it Queries the category's or goal's sparse index, so a page reads what it returns. A reflection
 * whose receipt has left the hub (withheld, removed) is not shown.
 */
export async function pageOfJournal(
  recipientId: string,
  cursor: string | undefined,
  limit: number,
  filter: JournalFilter,
): Promise<{ items: { reflection: Reflection; receipt: StoredReceipt }[]; cursor: string | null }> {
  const { list, stream, filter: remaining } = journalRead(recipientId, filter);
  const start = decodeCursor(list, cursor)?.main ?? undefined;
  const page = await readStream(stream, start, limit, remaining);
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
 * Removes the member's reflection on a receipt, taking it from their count in the same transaction while
 * the receipt is in their hub. Nothing to remove is done already while the receipt is in their hub. False:
 * neither a reflection nor a receipt of theirs (the caller is not its recipient).
 */
export async function removeReflection(recipientId: string, receiptId: string): Promise<boolean> {
  const key = keys.reflection(recipientId, receiptId);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [inHub, existing] = await Promise.all([
      table.get({
        Key: keys.receipt(recipientId, receiptId),
        ConsistentRead: true,
        ProjectionExpression: 'PK',
      }),
      table.get({ Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }),
    ]);
    if (!existing) return inHub !== undefined;
    const { failed } = await transact({
      reflection: { Delete: { Key: key, ConditionExpression: 'attribute_exists(PK)' } },
      receipt: receiptCheck(recipientId, receiptId, inHub !== undefined),
      counter: inHub ? reflectionsCounterWrite(recipientId, -1) : null,
    });
    if (!failed.size) return true;
  }
  throw new Error('removeReflection: the receipt or its reflection kept changing');
}

/**
 * The members who wrote a reflection (`only`: of those), by a whole-table Scan that reads only keys: for
 * the one-off recount of a table from before the count was kept (reflection-recount.ts), never a request.
 */
export const reflectedMembers = (only?: readonly string[]) => membersHolding(keys.prefixes.reflection, only);

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
