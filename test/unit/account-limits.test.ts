import { accountLimits, apiThrottles } from '@contract/limits';
import { routes } from '@contract/routes';
import { appliedLimit, parseOverrides, waitText, windowAt } from '../../functions/domain/account-limits';

describe('per-account limits', () => {
  it('guard routes of the route table', () => {
    const ids = Object.values(accountLimits).flatMap((limit) => limit.routes);
    expect(ids.filter((id) => !Object.hasOwn(routes, id))).toEqual([]);
  });

  it('fit the Lambda concurrency docs/features/limits.md assumes: every route at its full rate for 200 ms uses under 1,000', () => {
    expect(Object.keys(routes).length * apiThrottles.defaultRate * 0.2).toBeLessThan(1000);
  });

  it('count in fixed windows: a day is a UTC day, and Retry-After is the seconds to its end', () => {
    const limit = appliedLimit('receiptsPerDay', undefined)!;
    const window = windowAt(limit, new Date('2026-11-25T18:00:00.000Z'));
    expect(new Date(window.start * 1000).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(window.retryAfterSeconds).toBe(6 * 3600);
  });

  it('say the wait in its largest unit, rounded up', () => {
    expect([1, 59, 60, 61, 3599, 3600, 3601, 7200].map(waitText)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '1 hour',
      '2 hours',
      '2 hours',
    ]);
  });

  it("take a stage's overrides, and refuse ones that name no limit or are not a positive whole number", () => {
    expect(appliedLimit('searchesPerMinute', '{"searchesPerMinute": 5}')?.max).toBe(5);
    expect(appliedLimit('searchesPerMinute', '{"searchesPerMinute": "off"}')).toBeNull();
    expect(appliedLimit('reportsPerDay', '{"searchesPerMinute": 5}')?.max).toBe(
      accountLimits.reportsPerDay.max,
    );
    expect(() => parseOverrides('{"sendsPerDay": 5}')).toThrow('names no limit');
    expect(() => parseOverrides('{"reportsPerDay": 0}')).toThrow('positive whole number');
  });
});
