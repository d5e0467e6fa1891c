import { keys } from './keys';
import { batchGet } from './table';

/** How many receipts `senderId` has given each of `recipientIds` (the address book's "Shared" column). */
export async function sentCounts(
  senderId: string,
  recipientIds: readonly string[],
): Promise<Map<string, number>> {
  const items = await batchGet([...new Set(recipientIds)].map((id) => keys.sentToCounter(senderId, id)));
  return new Map(items.map((item) => [(item.SK as string).slice('SENTTO#'.length), item.count as number]));
}
