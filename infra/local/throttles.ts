import { apiThrottles, edgeRateLimits } from '@contract/limits';

/** A clock in milliseconds: the gateway's is `Date.now`, a test's its own. */
export type Clock = () => number;

/**
 * API Gateway's throttle for one route: a token bucket holding `burst` tokens, refilled at `rate` a second,
 * shared by every caller; a request that finds it empty gets 429 before any function runs.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: Clock,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * A rate-based rule as AWS WAF applies it: each key's requests in the last `windowSeconds`; a key over `limit`
 * is refused until its count falls back under. Refused requests are not counted (WAF counts what it allows).
 */
const sweepEvery = 1024;

export class RateRule {
  private readonly seen = new Map<string, number[]>();
  private calls = 0;

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: Clock,
  ) {}

  /** Callers remembered: those with a request inside the window, give or take one sweep. */
  get size(): number {
    return this.seen.size;
  }

  allow(key: string): boolean {
    const now = this.now();
    const since = now - this.windowSeconds * 1000;
    // A long-running stack meets new callers all day: every so often, forget those quiet for a window.
    if (++this.calls % sweepEvery === 0)
      for (const [caller, times] of this.seen) if ((times.at(-1) ?? 0) <= since) this.seen.delete(caller);
    const times = (this.seen.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.limit) {
      this.seen.set(key, times);
      return false;
    }
    times.push(now);
    this.seen.set(key, times);
    return true;
  }
}

const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address);

/** Who is asking, as the edge rule keys them. */
export interface Caller {
  address: string;
  memberId?: string;
}

/**
 * The local gateway's throttles, in the order AWS applies them: the per-caller rules in front of the API
 * (edge), then the route's shared bucket (stage). Returns what refused the request, or null.
 */
export function createThrottles(now: Clock = Date.now) {
  const buckets = new Map<string, TokenBucket>();
  const perMember = new RateRule(edgeRateLimits.perMember.limit, edgeRateLimits.perMember.windowSeconds, now);
  const perAddress = new RateRule(
    edgeRateLimits.perAddress.limit,
    edgeRateLimits.perAddress.windowSeconds,
    now,
  );
  return (routeKey: string, caller: Caller): keyof typeof edgeRateLimits | 'route' | null => {
    if (caller.memberId && !perMember.allow(caller.memberId)) return 'perMember';
    // Every local caller shares loopback (the tests, the browser, the bench): the address rule is WAF's alone.
    if (!isLoopback(caller.address) && !perAddress.allow(caller.address)) return 'perAddress';
    let bucket = buckets.get(routeKey);
    if (!bucket) {
      bucket = new TokenBucket(apiThrottles.defaultRate, apiThrottles.defaultBurst, now);
      buckets.set(routeKey, bucket);
    }
    return bucket.take() ? null : 'route';
  };
}

/** The variable that turns the gateway's throttles off: the bench's latency rows time our code, not the throttle. */
export const localThrottlesSwitch = 'RECEIPTS_LOCAL_THROTTLES';

export function localThrottlesOff(): boolean {
  if (process.env[localThrottlesSwitch] !== 'off') return false;
  console.warn(
    `  ⚠  ${localThrottlesSwitch}=off: the local gateway applies no route throttle and no per-member rule`,
  );
  return true;
}
