/** Reads DynamoDB's condition failures without depending on the SDK's error classes. */
export const isConditionFailed = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Why each write of a cancelled transaction was refused, in the order they were sent; [] for any other error. */
export function cancellationReasons(error: unknown): { Code?: string; Message?: string }[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  return (
    (error as Error & { CancellationReasons?: { Code?: string; Message?: string }[] }).CancellationReasons ??
    []
  );
}
