/**
 * Every AWS call ends well inside the function's timeout (10 s): a connection must open within 1 s (a dead
 * endpoint refuses at once), an answer may take at most 3 s (DynamoDB answers in milliseconds; 3 s leaves
 * room for a busy machine's emulators), and a call is tried twice at most (standard retry, jittered
 * backoff). The request as a whole answers 503 at the API's 4 s deadline (functions/http/deadline.ts)
 * whatever its calls are doing, so a paused or dead dependency costs the caller seconds, not the timeout.
 */
export const callDeadlines = {
  maxAttempts: 2,
  retryMode: 'standard',
  // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
} as const;
