import { limits } from '@contract/limits';
import { calendarDate, dayAndMonth, monthAndYear, shortMonth } from '../../../lib/calendar';

/** "1 receipt", "3 receipts". */
export const receiptCount = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

/** A week's or month's tick ("Nov 3", "Nov") and its full name ("Week of Nov 3, 2026", "November 2026"). */
export function periodNames(start: string, span: 'weeks' | 'months') {
  const date = new Date(`${start}T00:00:00Z`);
  return span === 'weeks'
    ? { tick: dayAndMonth(date, 'utc'), name: `Week of ${calendarDate(date, 'short', 'utc')}` }
    : { tick: shortMonth(date, 'utc'), name: monthAndYear(date, 'long', 'utc') };
}

/** "Nov 3, 2026", or "Never" for no date. */
export const dayOrNever = (iso: string | null) =>
  iso ? calendarDate(new Date(iso), 'short', 'utc') : 'Never';

/** Whether a figure counting `receipts` is drawn as a chart; below the minimum it is a sentence. */
export const drawsChart = (receipts: number) => receipts >= limits.dashboardChartsFrom;

const smallNumbers = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "one receipt", "two receipts": a few receipts in words, as a sentence says them (figures from 10). */
export const receiptsInWords = (n: number) => `${smallNumbers[n] ?? n} ${n === 1 ? 'receipt' : 'receipts'}`;
