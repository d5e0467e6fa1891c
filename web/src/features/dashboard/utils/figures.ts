/** "1 receipt", "3 receipts". */
export const receiptCount = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const dayMonth = utc({ month: 'short', day: 'numeric' });
const dayMonthYear = utc({ month: 'short', day: 'numeric', year: 'numeric' });
const month = utc({ month: 'short' });
const monthYear = utc({ month: 'long', year: 'numeric' });

/** A week's or month's tick ("Nov 3", "Nov") and its full name ("Week of Nov 3, 2026", "November 2026"). */
export function periodNames(start: string, span: 'weeks' | 'months') {
  const date = new Date(`${start}T00:00:00Z`);
  return span === 'weeks'
    ? { tick: dayMonth.format(date), name: `Week of ${dayMonthYear.format(date)}` }
    : { tick: month.format(date), name: monthYear.format(date) };
}

/** "Nov 3, 2026", or "Never" for no date. */
export const dayOrNever = (iso: string | null) => (iso ? dayMonthYear.format(new Date(iso)) : 'Never');
