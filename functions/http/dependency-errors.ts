import { cancellationReasons } from '../store/platform/dynamo-errors';

/** What AWS (and the SDK) call a dependency that is busy, failing or out of reach. */
const unavailableNames = new Set([
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
]);

/** Node's words for a connection that could not be made or broke off. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Transaction refusals that say "busy", not "no": throttled, or still conflicting after our own retries. */
const busyReasons = new Set(['ThrottlingError', 'TransactionConflict']);

/**
 * Whether `error` means DynamoDB, S3, Cognito or SES failed or did not answer in time (after the SDK's own
 * retries), rather than that the request was wrong: the one place that tells the two apart. Such a failure
 * is a 503 with Retry-After, never a 500; the write it interrupted may or may not have happened, which the
 * request's idempotency key settles when the client retries.
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (unavailableNames.has(error.name)) return true;
  const { code, $metadata, cause } = error as Error & {
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && networkCodes.has(code)) return true;
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (cancellationReasons(error).some((reason) => busyReasons.has(reason.Code ?? ''))) return true;
  return isDependencyFailure(cause, depth + 1);
}
