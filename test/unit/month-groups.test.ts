import * as messages from '@contract/messages';
import { groupByMonth } from '../../web/src/lib/month-groups';

const at = (createdAt: string, id: string) => ({ createdAt, id });

describe('the timeline’s month headings', () => {
  it('cuts a newest-first list into its months, in order, each month once', () => {
    // Mid-month at noon UTC: the same month in any time zone the tests run in.
    const items = [
      at('2026-11-20T12:00:00Z', 'a'),
      at('2026-11-03T12:00:00Z', 'b'),
      at('2026-09-15T12:00:00Z', 'c'),
      at('2025-09-15T12:00:00Z', 'd'),
      at('2025-09-10T12:00:00Z', 'e'),
    ];
    expect(groupByMonth(items).map((g) => [g.label, g.items.map((i) => i.id).join('')])).toEqual([
      ['November 2026', 'ab'],
      ['September 2026', 'c'],
      ['September 2025', 'de'],
    ]);
  });

  it('orders the months by each receipt’s own date, not by the order the list came in', () => {
    // A held receipt is delivered a day late: the list has it after receipts given after it.
    const items = [
      at('2026-12-02T12:00:00Z', 'a'),
      at('2026-11-28T12:00:00Z', 'held'),
      at('2026-12-01T12:00:00Z', 'b'),
      at('2026-10-15T12:00:00Z', 'c'),
      at('2026-11-10T12:00:00Z', 'd'),
    ];
    expect(groupByMonth(items).map((g) => [g.label, g.items.map((i) => i.id).join(',')])).toEqual([
      ['December 2026', 'a,b'],
      ['November 2026', 'held,d'],
      ['October 2026', 'c'],
    ]);
  });

  it('keeps an unreadable date with the month before it, and heads a list that starts with one', () => {
    expect(
      groupByMonth([at('2026-11-20T12:00:00Z', 'a'), at('nonsense', 'b')]).map((g) => g.items.length),
    ).toEqual([2]);
    expect(groupByMonth([at('nonsense', 'a')])[0]?.label).toBe(messages.dateNotAvailable);
    expect(
      groupByMonth([at('nonsense', 'a'), at('2026-11-20T12:00:00Z', 'b')]).map((g) => g.items[0]?.id),
    ).toEqual(['b', 'a']);
    expect(groupByMonth([])).toEqual([]);
  });
});
