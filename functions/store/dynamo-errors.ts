import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';

/** Reads DynamoDB's condition failures without depending on the SDK's error classes. */
export const isConditionFailed = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** For a cancelled transaction: which of its items failed their condition (by position). */
export function cancelledConditions(error: unknown): boolean[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code === 'ConditionalCheckFailed');
}

/** A transaction cancelled only because another one held one of its items at the same moment. */
function isConflictOnly(error: unknown) {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return (
    reasons.some((r) => r.Code === 'TransactionConflict') &&
    !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
  );
}

/**
 * Sends a transaction, again after a short random wait when it only lost a race for an item to another
 * transaction (many sends to one person at once all check the same block guards and update one profile).
 * Safe to repeat: every transaction sent this way is conditioned so that it applies once.
 */
export async function sendRetryingConflicts(command: TransactWriteCommand, attempts = 8) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dynamo.send(command);
    } catch (error) {
      if (!isConflictOnly(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** Math.min(attempt, 5)));
    }
  }
}
