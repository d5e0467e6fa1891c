import type { InitializeHandler, MiddlewareStack } from '@aws-sdk/types';

interface HasMiddleware {
  // biome-ignore lint/suspicious/noExplicitAny: any SDK client's stack
  middlewareStack: MiddlewareStack<any, any>;
}

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Commands whose units are writes when DynamoDB gives only a total (the rest read). */
const writeCommands = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/**
 * Read and write request units one answer consumed: DynamoDB's own split when it gives one, else the total
 * counted as the command's kind. A batch or transaction answers with one entry per table.
 */
export function unitsOf(commandName: string, consumed: Capacity | Capacity[] | undefined) {
  const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  let read = 0;
  let write = 0;
  for (const c of entries) {
    if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
      read += c.ReadCapacityUnits ?? 0;
      write += c.WriteCapacityUnits ?? 0;
    } else if (writeCommands.test(commandName)) write += c.CapacityUnits ?? 0;
    else read += c.CapacityUnits ?? 0;
  }
  return { read, write };
}

interface ReadInput {
  ConsistentRead?: boolean;
  RequestItems?: Record<string, { Keys?: unknown[]; ConsistentRead?: boolean }>;
  TransactItems?: unknown[];
}

/**
 * The fewest read units DynamoDB bills a read, found or not: 0.5 eventually consistent, 1 strongly, per
 * request (a batch: per key; a transaction: 2 per item). DynamoDB Local reports 0 for an empty Query or
 * a missing key, so the bench counts at least this.
 */
export function minimumReads(commandName: string, input: ReadInput): number {
  const unit = (consistent?: boolean) => (consistent ? 1 : 0.5);
  if (/^(Get|Query|Scan)/.test(commandName)) return unit(input.ConsistentRead);
  if (commandName.startsWith('BatchGet'))
    return Object.values(input.RequestItems ?? {}).reduce(
      (sum, r) => sum + (r.Keys?.length ?? 0) * unit(r.ConsistentRead),
      0,
    );
  if (commandName.startsWith('TransactGet')) return 2 * (input.TransactItems?.length ?? 0);
  return 0;
}

/**
 * Asks DynamoDB for the capacity every command of this client consumes (`ReturnConsumedCapacity: TOTAL`,
 * tables and indexes together) and sums it: what on-demand bills as read and write request units. A refused
 * conditional write answers with an error and no figure, so it is not counted. Reads count at least
 * `minimumReads`.
 */
export function sumConsumedCapacity(client: HasMiddleware) {
  let read = 0;
  let write = 0;
  let unreported = 0;
  let raised = 0;
  client.middlewareStack.add(
    // biome-ignore lint/suspicious/noExplicitAny: generic over every command's input and output
    (next: InitializeHandler<any, any>, context: { commandName?: string }) => async (args: any) => {
      args.input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      if (result.output?.ConsumedCapacity === undefined) unreported++;
      const units = unitsOf(context.commandName ?? '', result.output?.ConsumedCapacity);
      const least = minimumReads(context.commandName ?? '', args.input);
      if (units.read < least) raised++;
      read += Math.max(units.read, least);
      write += units.write;
      return result;
    },
    { step: 'initialize', name: `benchCapacity${Math.random()}` },
  );
  return {
    reset: () => {
      read = 0;
      write = 0;
      unreported = 0;
      raised = 0;
    },
    /** Units summed; answers that carried no figure (should be none); reads raised to the minimum. */
    units: () => ({ read, write, unreported, raised }),
  };
}
