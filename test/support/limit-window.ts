import { type AccountLimitName, accountLimits } from '@contract/limits';
import { appliedLimit, windowAt } from '../../functions/domain/account-limits';
import { clockSkewMs } from './retry-after';

/** The start of the window of a limit that `at` is in, as the API counts it (aligned to the clock: a UTC day, an hour). */
const windowOf = (name: AccountLimitName, at: number) =>
  windowAt({ name, ...accountLimits[name] }, new Date(at)).start;

/**
 * A check that fills one window of a limit. The windows are aligned to the clock, so a check that runs across
 * a window's end (midnight UTC for a daily limit, the hour for an hourly one) counts in two and fails for
 * that alone: when it fails and the server's window may have changed while it ran, it runs again, once (its
 * members and addresses are its own each time; a window is far longer than a check). Any other failure fails.
 */
export function inOneWindow(name: AccountLimitName, check: () => Promise<void>) {
  return async () => {
    const startedAt = Date.now();
    try {
      await check();
    } catch (error) {
      const skew = clockSkewMs();
      if (windowOf(name, startedAt - skew) === windowOf(name, Date.now() + skew)) throw error;
      await check();
    }
  };
}

/** `it` whose check runs in one window of `name` (see inOneWindow), with the time of two runs. */
export const itInOneWindow = (name: AccountLimitName) => (title: string, check: () => Promise<void>) =>
  it(title, inOneWindow(name, check), 120_000);

/**
 * Waits, when the current window of a limit ends within `seconds`, for the next one: what the test uses up
 * must still be used up when the page asks.
 */
export async function windowWithRoom(name: AccountLimitName, seconds: number) {
  const limit = appliedLimit(name, undefined);
  if (!limit) throw new Error(`${name} is off`);
  const left = windowAt(limit, new Date()).retryAfterSeconds;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}
