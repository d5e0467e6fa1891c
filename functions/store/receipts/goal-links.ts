import { limits } from '@contract/limits';
import type { StoredReceipt } from '../../domain/receipts';
import * as queries from '../platform/queries';
import { table } from '../platform/table';
import { toStoredReceipt } from '../shared/receipt-item';

/**
 * The latest receipts linked to each of `goals` in the recipient's hub: one Query of the goal's sparse
 * index (GSI5 `GOAL#`) per goal, newest first, whatever the history. Withheld receipts carry no such key.
 */
export async function latestGoalLinked(
  recipientId: string,
  goals: readonly string[],
): Promise<Map<string, StoredReceipt[]>> {
  const pages = await Promise.all(
    goals.map(async (goal) => {
      const page = await table.query({
        ...queries.goalLinked(recipientId, goal),
        ScanIndexForward: false,
        Limit: limits.goalLatestReceipts,
      });
      return [goal, (page.Items ?? []).map(toStoredReceipt)] as const;
    }),
  );
  return new Map(pages);
}
