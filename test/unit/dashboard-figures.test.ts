import { contributionChanges, contributionsOf } from '../../functions/domain/counters-stats';
import { dashboardOf } from '../../functions/domain/dashboard';
import { lastMonths, lastWeeks, weekOf } from '../../functions/domain/dashboard-periods';
import { keyReaders } from '../../functions/store/platform/keys';

describe("the dashboard's calendar", () => {
  it('names ISO weeks by the year of their Thursday', () => {
    expect(weekOf('2026-01-01T12:00:00Z')).toBe('2026-W01');
    expect(weekOf('2027-01-01T00:00:00Z')).toBe('2026-W53');
    expect(weekOf('2024-12-30T00:00:00Z')).toBe('2025-W01');
    expect(weekOf('2026-11-29T23:59:59Z')).toBe('2026-W48');
    expect(weekOf('2026-11-30T00:00:00Z')).toBe('2026-W49');
  });

  it('lists the last weeks and months oldest first, the current one last', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    expect(lastWeeks(now, 2)).toEqual([
      { period: '2026-W09', start: '2026-02-23' },
      { period: '2026-W10', start: '2026-03-02' },
    ]);
    expect(lastMonths(now, 3).map((m) => m.period)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('what a receipt counts in', () => {
  const receipt = keyReaders.receiptImage({
    SK: 'RECEIPT#r1',
    id: 'r1',
    recipientId: 'bob',
    senderId: 'ann',
    GSI1PK: 'SENT#ann',
    anonymous: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    category: 'Work',
    intent: 'Growth',
    dayContext: 'Good Day',
    tags: [],
  })!;

  it('counts for the recipient while in the hub and the sender while in their sent list', () => {
    expect(contributionsOf(receipt).map((c) => [c.role, c.memberId, c.otherId])).toEqual([
      ['received', 'bob', 'ann'],
      ['given', 'ann', 'bob'],
    ]);
    // Anonymous: never toward the sender in the recipient's circle.
    expect(contributionsOf({ ...receipt, anonymous: true })[0]!.otherId).toBeNull();
  });

  it('moves a withheld receipt out of the recipient figures only; a hide or edit moves nothing', () => {
    const withheld = keyReaders.receiptImage({ ...receipt, SK: 'WITHHELD#r1' });
    const moved = [contributionChanges(receipt, undefined), contributionChanges(undefined, withheld)];
    expect(moved[0]!.gone.map((c) => c.role)).toEqual(['received', 'given']);
    expect(moved[1]!.came.map((c) => c.role)).toEqual(['given']);
    const hidden = { ...receipt, hiddenAt: '2026-11-26T00:00:00.000Z', receiptText: 'edited' };
    expect(contributionChanges(receipt, hidden)).toEqual({ gone: [], came: [] });
  });

  it('gives a new member empty figures and the isNew flag', () => {
    const empty = dashboardOf({
      now: new Date(),
      total: undefined,
      reflections: 0,
      requestsAnswered: 0,
      followUpsAnswered: 0,
      weeks: [],
      months: [],
      days: [],
      circle: [],
    });
    expect(empty.isNew).toBe(true);
    expect(empty.weeks).toHaveLength(12);
    expect(empty.rhythm).toEqual({ givenStreakWeeks: 0, givenThisWeek: false });
  });
});
