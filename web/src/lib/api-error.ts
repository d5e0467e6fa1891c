/**
 * An API answer other than 2xx, with the message to show (the spec's text where the server sent one).
 * `status` 0 is no answer at all (offline, connection lost); `retryAfterSeconds` is the server's
 * Retry-After on a 429 or 503.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
