import { serviceUnavailable } from './errors';

/**
 * How long one API request may take before it answers 503: well inside the function timeout
 * (functionTimeoutSeconds), so a dependency that stops answering costs the caller 4 s, not 10 (the API
 * promises an answer within 5 s; the rest is margin for the gateway and a busy machine), and the answer is
 * ours (with Retry-After), not the gateway's 500.
 */
export const requestDeadlineMs = 4_000;
/** The Lambda timeout the CDK stacks give every function; the local gateway enforces it too. */
export const functionTimeoutSeconds = 10;

/**
 * `work`, or a 503 once the deadline passes. The work is not cancelled: a write it was doing may still
 * land, and the client's retry with the same idempotency key finds it.
 */
export async function withinDeadline<T>(work: Promise<T>, deadlineMs = requestDeadlineMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(serviceUnavailable()), deadlineMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
