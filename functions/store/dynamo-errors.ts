/** Reads DynamoDB's condition failures without depending on the SDK's error classes. */
export const isConditionFailed = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** For a cancelled transaction: which of its items failed their condition (by position). */
export function cancelledConditions(error: unknown): boolean[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code === 'ConditionalCheckFailed');
}
