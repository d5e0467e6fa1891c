import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './clients';
import { keys } from './keys';

/** How many receipts `senderId` has given each of `recipientIds` (the address book's "Shared" column). */
export async function sentCounts(
  senderId: string,
  recipientIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const unique = [...new Set(recipientIds)];
  if (!unique.length) return counts;
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
    [tableName()]: { Keys: unique.map((id) => keys.sentToCounter(senderId, id)) },
  };
  while (request && Object.keys(request).length) {
    const result = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of result.Responses?.[tableName()] ?? []) {
      counts.set((item.SK as string).slice('SENTTO#'.length), item.count as number);
    }
    request = result.UnprocessedKeys as typeof request;
  }
  return counts;
}
