import type { Reflection } from '@contract/schemas/reflections';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import { keys, queries } from '../platform/keys';
import { batchGet, table } from '../platform/table';
import { toStoredReceipt } from './receipt-item';

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

export interface JournalFilter {
  category?: string;
  goal?: string;
}

/**
 * A page of the member's journal, newest receipt first: each reflection with its receipt (one batch read).
 * A reflection whose receipt has left the hub (withheld, removed) is not shown.
 */
export async function pageOfJournal(
  recipientId: string,
  cursor: string | undefined,
  limit: number,
  filter: JournalFilter,
): Promise<{ items: { reflection: Reflection; receipt: StoredReceipt }[]; cursor: string | null }> {
  const conditions = [
    ...(filter.category ? [['category', filter.category]] : []),
    ...(filter.goal ? [['goal', filter.goal]] : []),
  ];
  const query = queries.reflections(recipientId);
  const page = await pageOfMemberList(
    {
      name: 'journal',
      userId: recipientId,
      prefix: keys.prefixes.reflection,
      query: conditions.length
        ? Object.assign(query, {
            FilterExpression: conditions.map(([field]) => `#${field} = :${field}`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(conditions.map(([field]) => [`#${field}`, field])),
            ExpressionAttributeValues: {
              ...query.ExpressionAttributeValues,
              ...Object.fromEntries(conditions.map(([field, value]) => [`:${field}`, value])),
            },
          })
        : query,
    },
    cursor,
    limit,
    'newestFirst',
  );
  const reflections = page.items.map(reflectionOf);
  const receipts = await batchGet(reflections.map((r) => keys.receipt(recipientId, r.receiptId)));
  const byId = new Map(receipts.map((item) => [String(item.id), toStoredReceipt(item)]));
  const items = reflections.flatMap((reflection) => {
    const receipt = byId.get(reflection.receiptId);
    return receipt ? [{ reflection, receipt }] : [];
  });
  return { items, cursor: page.cursor };
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
