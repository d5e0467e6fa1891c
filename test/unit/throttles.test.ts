import { apiThrottles, edgeRateLimits } from '@contract/limits';
import { createThrottles, RateRule, TokenBucket } from '../../infra/local/throttles';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe("the local gateway's throttles", () => {
  it("take a route's burst at once, then refill at its rate, as API Gateway's token bucket does", () => {
    const time = clock();
    const bucket = new TokenBucket(10, 20, time.now);
    expect(Array.from({ length: 21 }, () => bucket.take()).filter(Boolean)).toHaveLength(20);
    time.advance(500);
    expect(Array.from({ length: 10 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });

  it('refuse a key over its limit within the window, and allow it again once its count falls back', () => {
    const time = clock();
    const rule = new RateRule(3, 60, time.now);
    expect([1, 2, 3, 4].map(() => rule.allow('ada'))).toEqual([true, true, true, false]);
    expect(rule.allow('grace')).toBe(true);
    time.advance(60_001);
    expect(rule.allow('ada')).toBe(true);
  });

  it('forget callers quiet for a window, so a long-running stack does not remember every caller it met', () => {
    const time = clock();
    const rule = new RateRule(3, 60, time.now);
    for (let i = 0; i < 5000; i++) rule.allow(`member-${i}`);
    expect(rule.size).toBe(5000);
    time.advance(60_001);
    for (let i = 0; i < 1024; i++) rule.allow('ada');
    expect(rule.size).toBeLessThan(10);
    expect(rule.allow('member-1')).toBe(true);
  });

  it("stop one member's flood in front of the route, so another member's request still passes", () => {
    const time = clock();
    const throttled = createThrottles(time.now);
    const flood = Array.from({ length: apiThrottles.defaultBurst + 100 }, () =>
      throttled('POST /receipts', { address: '203.0.113.7', memberId: 'flooder' }),
    );
    expect(flood.filter((r) => r === null)).toHaveLength(edgeRateLimits.perMember.limit);
    expect(flood.filter((r) => r === 'perMember').length).toBeGreaterThan(0);
    expect(throttled('POST /receipts', { address: '198.51.100.1', memberId: 'another' })).toBeNull();
  });

  it('keep a member under the edge rule from ever emptying a route bucket on their own', () => {
    expect(edgeRateLimits.perMember.limit).toBeLessThan(apiThrottles.defaultBurst);
  });

  it('refuse with the route bucket once many members together pass its burst', () => {
    const time = clock();
    const throttled = createThrottles(time.now);
    const answers = Array.from({ length: apiThrottles.defaultBurst + 1 }, (_, i) =>
      throttled('GET /me', { address: '127.0.0.1', memberId: `member-${i}` }),
    );
    expect(answers.at(-1)).toBe('route');
    expect(throttled('GET /users', { address: '127.0.0.1', memberId: 'member-x' })).toBeNull();
  });
});
