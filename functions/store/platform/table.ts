import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  DeleteCommand,
  type DeleteCommandInput,
  GetCommand,
  type GetCommandInput,
  PutCommand,
  type PutCommandInput,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  type ScanCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './clients';
import { cancellationReasons, isConditionFailed } from './dynamo-errors';

/** A request to the one table: everything but its name, which this module adds. */
type OnTable<T> = Omit<T, 'TableName'>;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type TransactPart<K extends keyof TransactItem> = OnTable<NonNullable<TransactItem[K]>>;

/** One write of a transaction, on the table. */
export type TableWrite =
  | { Put: TransactPart<'Put'> }
  | { Update: TransactPart<'Update'> }
  | { Delete: TransactPart<'Delete'> }
  | { ConditionCheck: TransactPart<'ConditionCheck'> };

export type Item = Record<string, unknown>;

/** Items a Scan page reads (see `table.scan`). */
const scanPageItems = 500;

/** The table's single-item and query calls: each takes the request without `TableName`. */
export const table = {
  get: async (input: OnTable<GetCommandInput>) =>
    (await dynamo.send(new GetCommand({ TableName: tableName(), ...input }))).Item,
  query: (input: OnTable<QueryCommandInput>) =>
    dynamo.send(new QueryCommand({ TableName: tableName(), ...input })),
  put: (input: OnTable<PutCommandInput>) => dynamo.send(new PutCommand({ TableName: tableName(), ...input })),
  update: (input: OnTable<UpdateCommandInput>) =>
    dynamo.send(new UpdateCommand({ TableName: tableName(), ...input })),
  delete: (input: OnTable<DeleteCommandInput>) =>
    dynamo.send(new DeleteCommand({ TableName: tableName(), ...input })),
  /**
   * Whole-table reads are for one-off replays and backfills (store/dashboard/stats-replay.ts), never for a
   * request. Pages of `scanPageItems`: a full 1 MB page of a large table can outlast the client's 3-second
   * request timeout on a busy DynamoDB Local, and smaller pages cost the same read capacity in all.
   */
  scan: (input: OnTable<ScanCommandInput>) =>
    dynamo.send(new ScanCommand({ TableName: tableName(), Limit: scanPageItems, ...input })),
};

/**
 * Sends one conditional single-item write (`table.put(…)`, `table.update(…)`, `table.delete(…)`): its
 * output, or null when its condition failed and nothing was written. Any other error is thrown.
 */
export async function ifConditionHolds<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** A write of `transact` on the table, to put in another module's transaction. */
export function onTable(write: TableWrite): TransactItem {
  const [[kind, request]] = Object.entries(write) as [[keyof TransactItem, object]];
  return { [kind]: { TableName: tableName(), ...request } };
}

/** Which named writes of a cancelled transaction failed their condition; empty when it was written. */
export type TransactionOutcome<Name extends string> = { failed: ReadonlySet<Name> };

/** Waits with full jitter on an exponential backoff. */
const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** attempt)));

/** Tries of a transaction that racing transactions on the same items cancel (nothing of it was written). */
const transactTries = 8;

/**
 * Writes every named write (a name may stand for several writes, or none) in one transaction. When
 * DynamoDB cancels it because conditions failed, says which names failed, read from the cancellation
 * reasons in the order the writes were sent. Cancelled only by a concurrent transaction on the same items,
 * it is sent again after a short backoff; any other error is thrown.
 */
export async function transact<Name extends string>(
  writes: Record<Name, TableWrite | readonly TableWrite[] | null>,
): Promise<TransactionOutcome<Name>> {
  const sent = (Object.entries(writes) as [Name, TableWrite | readonly TableWrite[] | null][]).flatMap(
    ([name, write]) => (write === null ? [] : [write].flat().map((one) => ({ name, one }))),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: sent.map(({ one }) => onTable(one)) }));
      return { failed: new Set() };
    } catch (error) {
      const reasons = cancellationReasons(error).map((reason) => reason.Code);
      const failed = new Set(
        reasons
          .map((code, position) => (code === 'ConditionalCheckFailed' ? sent[position]?.name : undefined))
          .filter((name): name is Name => name !== undefined),
      );
      if (failed.size) return { failed };
      if (!reasons.includes('TransactionConflict') || attempt === transactTries) throw error;
      await backoff(attempt);
    }
  }
}

/** BatchGetItem reads at most this many keys a call. */
const batchGetMax = 100;

export interface BatchGetOptions {
  projection?: string;
  /** Retries of unprocessed keys before giving up (DynamoDB returns them when throttled). */
  attempts?: number;
  /** Waits between retries: full jitter on an exponential backoff. */
  wait?: (attempt: number) => Promise<void>;
  send?: (command: BatchGetCommand) => Promise<Pick<BatchGetCommandOutput, 'Responses' | 'UnprocessedKeys'>>;
}

/**
 * Reads items by key, in order of nothing (callers index what they get): chunks of 100 keys, and the
 * unprocessed keys of each answer read again after a backoff, so a throttled table still returns them all.
 */
export async function batchGet<T extends object = Item>(
  keys: readonly Item[],
  options: BatchGetOptions = {},
): Promise<T[]> {
  const { projection, attempts = 8, wait = backoff } = options;
  const send = options.send ?? ((command: BatchGetCommand) => dynamo.send(command));
  const name = tableName();
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += batchGetMax) {
    let pending: Item[] = keys.slice(start, start + batchGetMax);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > attempts) throw new Error(`batchGet: ${pending.length} keys still unprocessed`);
      if (attempt > 0) await wait(attempt);
      const result = await send(
        new BatchGetCommand({
          RequestItems: {
            [name]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) },
          },
        }),
      );
      found.push(...(result.Responses?.[name] ?? []));
      pending = result.UnprocessedKeys?.[name]?.Keys ?? [];
    }
  }
  return found as T[];
}

/** BatchWriteItem takes at most this many requests a call. */
const batchWriteMax = 25;

/**
 * Deletes items by key: chunks of 25, and the unprocessed requests of each answer sent again after a
 * backoff, so a throttled table still deletes them all.
 */
export async function batchDelete(keys: readonly Item[], attempts = 8): Promise<void> {
  const name = tableName();
  for (let start = 0; start < keys.length; start += batchWriteMax) {
    let pending = keys.slice(start, start + batchWriteMax).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > attempts) throw new Error(`batchDelete: ${pending.length} deletes still unprocessed`);
      if (attempt > 0) await backoff(attempt);
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [name]: pending } }));
      pending = (result.UnprocessedItems?.[name] ?? []) as typeof pending;
    }
  }
}
