import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredReceipt } from '../domain/receipts';
import { dynamo, tableName } from './clients';
import { cancelledConditions, sendRetryingConflicts } from './dynamo-errors';
import { keys } from './keys';
import { receiptItem, toStoredReceipt } from './receipt-item';

/**
 * The recipient's counters the receipts in their hub add to, changed by `sign` (1 or -1) for each: received,
 * per category and intent, and the hidden counts for those hidden from the profile. One update for many
 * receipts, so moving a sender's receipts touches the busy profile item once, not once per receipt.
 */
export function recipientCounterUpdate(
  recipientId: string,
  receipts: readonly StoredReceipt[],
  sign: 1 | -1,
) {
  const deltas = new Map<string, { path: string[]; delta: number }>();
  const add = (path: string[]) => {
    const key = JSON.stringify(path);
    const entry = deltas.get(key) ?? { path, delta: 0 };
    entry.delta += sign;
    deltas.set(key, entry);
  };
  for (const receipt of receipts) {
    add(['received']);
    if (receipt.category) add(['receivedByCategory', receipt.category]);
    if (receipt.intent) add(['receivedByIntent', receipt.intent]);
    if (receipt.hiddenAt) {
      add(['hidden']);
      if (receipt.category) add(['hiddenByCategory', receipt.category]);
    }
  }
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const placeholder = new Map<string, string>();
  const nameOf = (part: string) => {
    if (!placeholder.has(part)) {
      placeholder.set(part, `#n${placeholder.size}`);
      names[`#n${placeholder.size - 1}`] = part;
    }
    return placeholder.get(part) as string;
  };
  const sets = [...deltas.values()].map(({ path, delta }, i) => {
    const target = ['counters', ...path.map(nameOf)].join('.');
    values[`:d${i}`] = delta;
    // `received` always exists; the per-kind maps' entries start at zero.
    return path.length === 1 && path[0] === 'received'
      ? `${target} = ${target} + :d${i}`
      : `${target} = if_not_exists(${target}, :zero) + :d${i}`;
  });
  // DynamoDB refuses a value the expression does not use.
  if (sets.some((set) => set.includes(':zero'))) values[':zero'] = 0;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(recipientId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The item's state a counter change was computed from: the write applies only if it is still so. */
const sameHiddenState = (receipt: StoredReceipt) =>
  receipt.hiddenAt ? 'attribute_exists(hiddenAt)' : 'attribute_not_exists(hiddenAt)';

const attempts = 3;
/** Two items per receipt and the one counter update: DynamoDB takes at most 100 items in a transaction. */
const perTransaction = 49;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / perTransaction) }, (_, i) =>
    list.slice(i * perTransaction, (i + 1) * perTransaction),
  );

/** The items at `keyOf(id)` that exist now (strongly consistent). */
async function readItems(ids: readonly string[], keyOf: (id: string) => Record<string, string>) {
  const items = await Promise.all(
    ids.map(
      async (id) =>
        (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keyOf(id), ConsistentRead: true })))
          .Item,
    ),
  );
  return items.filter((item): item is Record<string, unknown> => item !== undefined);
}

/**
 * Moves receipts between the hub and WITHHELD#, up to 49 per transaction with one counter update for
 * them all: the items' conditions hold the state the counts were computed from, so when one changed
 * (hidden, shown, opened by another move) the chunk is read again and retried. How many moved.
 */
async function moveReceipts(
  ids: readonly string[],
  read: (ids: readonly string[]) => Promise<Record<string, unknown>[]>,
  write: (items: Record<string, unknown>[]) => TransactWriteCommand,
): Promise<number> {
  let moved = 0;
  for (const chunk of chunks(ids)) {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const items = await read(chunk);
      if (!items.length) break;
      try {
        await sendRetryingConflicts(write(items));
        moved += items.length;
        break;
      } catch (error) {
        if (!cancelledConditions(error)) throw error;
      }
    }
  }
  return moved;
}

/**
 * Takes received receipts out of their recipient's hub, public profile and counts, each in the same
 * transaction as its counts: the item moves to WITHHELD# (keeping the sender's index keys, so the sender's
 * view is unchanged) with the reason it was withheld (`block:<blockId>`, `report:<reportId>`). Ids no
 * longer in the hub are skipped. How many were withheld.
 */
export function withholdReceipts(recipientId: string, receiptIds: readonly string[], reason: string) {
  return moveReceipts(
    receiptIds,
    (ids) => readItems(ids, (id) => keys.receipt(recipientId, id)),
    (items) => {
      const receipts = items.map(toStoredReceipt);
      return new TransactWriteCommand({
        TransactItems: [
          ...items.flatMap((item, i) => {
            const receipt = receipts[i] as StoredReceipt;
            const { GSI2PK: _p, GSI2SK: _ps, GSI3PK: _c, GSI3SK: _cs, ...kept } = item;
            return [
              {
                Delete: {
                  TableName: tableName(),
                  Key: keys.receipt(recipientId, receipt.id),
                  ConditionExpression: `attribute_exists(PK) AND ${sameHiddenState(receipt)}`,
                },
              },
              {
                Put: {
                  TableName: tableName(),
                  Item: {
                    ...kept,
                    ...keys.withheldReceipt(recipientId, receipt.id),
                    entity: 'withheldReceipt',
                    withheldFor: reason,
                  },
                },
              },
            ];
          }),
          recipientCounterUpdate(recipientId, receipts, -1),
        ],
      });
    },
  );
}

/** Puts receipts withheld for `reason` back in their recipient's hub, profile and counts. How many. */
export function restoreReceipts(recipientId: string, receiptIds: readonly string[], reason: string) {
  return moveReceipts(
    receiptIds,
    async (ids) =>
      (await readItems(ids, (id) => keys.withheldReceipt(recipientId, id))).filter(
        (item) => item.withheldFor === reason,
      ),
    (items) => {
      const receipts = items.map(toStoredReceipt);
      return new TransactWriteCommand({
        TransactItems: [
          ...receipts.flatMap((receipt) => [
            {
              Delete: {
                TableName: tableName(),
                Key: keys.withheldReceipt(recipientId, receipt.id),
                ConditionExpression: 'withheldFor = :reason',
                ExpressionAttributeValues: { ':reason': reason },
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: receiptItem(receipt),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]),
          recipientCounterUpdate(recipientId, receipts, 1),
        ],
      });
    },
  );
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
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: filter,
        ExpressionAttributeValues: { ':pk': keys.userPartition(recipientId), ':prefix': prefix, ...values },
        ProjectionExpression: 'id',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}
