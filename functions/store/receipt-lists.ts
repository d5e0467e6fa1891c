import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { StoredReceipt } from '../domain/receipts';
import { badRequest } from '../http/errors';
import { dynamo, tableName } from './clients';
import { keys } from './keys';
import { toStoredReceipt } from './receipts';

export interface ReceiptFilter {
  category?: string;
  /** Lower-case search text. */
  q?: string;
}

type Key = Record<string, string>;
interface StreamPage {
  items: { receipt: StoredReceipt; key: Key }[];
  lastKey: Key | null;
}
type Box = 'received' | 'sent';

function filterExpression(filter: ReceiptFilter): Partial<QueryCommandInput> {
  const parts: string[] = [];
  const values: Record<string, string> = {};
  if (filter.category === 'Other') {
    parts.push('(category = :empty OR attribute_not_exists(category))');
    values[':empty'] = '';
  } else if (filter.category) {
    parts.push('category = :category');
    values[':category'] = filter.category;
  }
  if (filter.q) {
    parts.push('(contains(searchMeta, :q) OR contains(searchBody, :q))');
    values[':q'] = filter.q;
  }
  return parts.length ? { FilterExpression: parts.join(' AND '), ExpressionAttributeValues: values } : {};
}

/** Newest first: received from the caller's partition, sent from the sent index. */
async function queryBox(
  box: Box,
  userId: string,
  startKey: Key | undefined,
  limit: number,
  filter: ReceiptFilter,
) {
  const filterPart = filterExpression(filter);
  const input: QueryCommandInput =
    box === 'received'
      ? {
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: {
            ':pk': keys.userPartition(userId),
            ':prefix': keys.prefixes.receipt,
            ...filterPart.ExpressionAttributeValues,
          },
        }
      : {
          TableName: tableName(),
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: {
            ':pk': keys.sentIndexPartition(userId),
            ...filterPart.ExpressionAttributeValues,
          },
        };
  const page = await dynamo.send(
    new QueryCommand({
      ...input,
      ...(filterPart.FilterExpression ? { FilterExpression: filterPart.FilterExpression } : {}),
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
      Limit: limit,
    }),
  );
  const items = (page.Items ?? []).map((item) => ({
    receipt: toStoredReceipt(item),
    key: (box === 'received'
      ? { PK: item.PK, SK: item.SK }
      : { PK: item.PK, SK: item.SK, GSI1PK: item.GSI1PK, GSI1SK: item.GSI1SK }) as Key,
  }));
  return { items, lastKey: (page.LastEvaluatedKey as Key | undefined) ?? null } satisfies StreamPage;
}

/** Per-box positions: a key to continue from, or null once that box is exhausted. */
type Positions = Partial<Record<Box, Key | null>>;

const encode = (positions: Positions) => Buffer.from(JSON.stringify(positions)).toString('base64url');

function decode(cursor: string | undefined, userId: string): Positions {
  if (!cursor) return {};
  try {
    const positions = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Positions;
    const owned = (box: Box, key: Key | null | undefined) =>
      key == null ||
      (box === 'received'
        ? key.PK === keys.userPartition(userId)
        : key.GSI1PK === keys.sentIndexPartition(userId));
    const wellFormed = (key: unknown) =>
      key == null ||
      (typeof key === 'object' && Object.values(key as object).every((v) => typeof v === 'string'));
    if (
      typeof positions === 'object' &&
      positions !== null &&
      Object.keys(positions).every((k) => k === 'received' || k === 'sent') &&
      wellFormed(positions.received) &&
      wellFormed(positions.sent) &&
      owned('received', positions.received) &&
      owned('sent', positions.sent)
    ) {
      return positions;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid cursor');
}

/**
 * One page of the caller's receipts, newest first. `all` merges the received and sent boxes by time
 * (ULIDs sort by creation), remembering where each box stopped.
 */
export async function listReceipts(
  userId: string,
  box: Box | 'all',
  cursor: string | undefined,
  limit: number,
  filter: ReceiptFilter,
): Promise<{ items: StoredReceipt[]; cursor: string | null }> {
  const positions = decode(cursor, userId);
  const boxes: Box[] = box === 'all' ? ['received', 'sent'] : [box];
  const active = boxes.filter((b) => positions[b] !== null);
  const pages = await Promise.all(
    active.map(
      async (b) => [b, await queryBox(b, userId, positions[b] ?? undefined, limit, filter)] as const,
    ),
  );
  const merged = pages
    .flatMap(([b, page]) => page.items.map((entry) => ({ ...entry, box: b })))
    .sort((a, b) => (a.receipt.id < b.receipt.id ? 1 : -1))
    .slice(0, limit);

  const next: Positions = {};
  for (const b of boxes) if (positions[b] === null) next[b] = null;
  for (const [b, page] of pages) {
    const taken = merged.filter((m) => m.box === b);
    // A box whose fetched items all made the page continues after them; otherwise after its last one shown.
    if (taken.length === page.items.length) next[b] = page.lastKey;
    else if (taken.length) next[b] = taken.at(-1)!.key;
    else if (positions[b]) next[b] = positions[b];
  }
  const done = boxes.every((b) => next[b] === null);
  return { items: merged.map((m) => m.receipt), cursor: done ? null : encode(next) };
}

/** The most recent received receipts in the given categories: one Query, however many receipts exist. */
export async function recentReceivedIn(userId: string, categories: readonly string[], limit: number) {
  if (!categories.length) return [];
  const names = categories.map((_, i) => `:c${i}`);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: `category IN (${names.join(', ')})`,
      ExpressionAttributeValues: {
        ':pk': keys.userPartition(userId),
        ':prefix': keys.prefixes.receipt,
        ...Object.fromEntries(categories.map((c, i) => [names[i]!, c])),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(toStoredReceipt);
}
