import { type AppliedLimit, windowAt } from '../../functions/domain/account-limits';
import { testStack } from './stack';

/** When a request left and when its answer arrived, by this machine's clock. */
export interface Timed {
  sentAt: Date;
  answeredAt: Date;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * How far the server's clock may be from this machine's: none for a stack on this machine (one clock); a
 * deployed stage's is kept in time by NTP, well within a second.
 */
export const clockSkewMs = () => (loopback.has(new URL(testStack().apiUrl).hostname) ? 0 : 1000);

/**
 * A refusal's `Retry-After` is one the server could have sent: it reads its clock once, after the request
 * left and before the answer arrived, and counts the seconds to the end of that moment's window. Within one
 * window that count only falls, so it lies between its values at the two ends, however long the server took;
 * when a window ended in between, it is one of the two windows'.
 */
export function expectRetryAfter(limit: AppliedLimit, retryAfter: number, { sentAt, answeredAt }: Timed) {
  const skew = clockSkewMs();
  const first = windowAt(limit, new Date(sentAt.getTime() - skew));
  const last = windowAt(limit, new Date(answeredAt.getTime() + skew));
  if (first.start === last.start) {
    expect(retryAfter).toBeGreaterThanOrEqual(last.retryAfterSeconds);
    expect(retryAfter).toBeLessThanOrEqual(first.retryAfterSeconds);
  } else if (retryAfter > first.retryAfterSeconds && retryAfter < last.retryAfterSeconds) {
    const [earlier, later] = [first.retryAfterSeconds, last.retryAfterSeconds];
    throw new Error(
      `Retry-After ${retryAfter} is neither the first window's (<= ${earlier}) nor the next's (>= ${later})`,
    );
  }
}
