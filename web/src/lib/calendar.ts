/**
 * The site's dates in en-US words ("Nov 3, 2026", "November 2026", "Mon, Nov 30", "18:00"), spelled out
 * here rather than by `Intl.DateTimeFormat`: a page's first formatter loads the browser's locale and time-zone
 * data, about 200 ms of an emulated phone's main thread (Lighthouse's 4x slowdown) on the public profile,
 * for words that never change. A unit test holds every form to Intl's own output.
 */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Read the date in this browser's time zone, or in UTC (periods the server names by UTC day). */
export type Zone = 'local' | 'utc';

function partsOf(date: Date, zone: Zone) {
  const utc = zone === 'utc';
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: utc ? date.getUTCMonth() : date.getMonth(),
    day: utc ? date.getUTCDate() : date.getDate(),
  };
}

const monthName = (month: number, length: 'long' | 'short') =>
  length === 'long' ? monthNames[month]! : monthNames[month]!.slice(0, 3);

/** "Nov 3" */
export function dayAndMonth(date: Date, zone: Zone = 'local'): string {
  const { month, day } = partsOf(date, zone);
  return `${monthName(month, 'short')} ${day}`;
}

/** "Nov 3, 2026", or with `long` "November 3, 2026". */
export function calendarDate(date: Date, length: 'long' | 'short' = 'short', zone: Zone = 'local'): string {
  const { year, month, day } = partsOf(date, zone);
  return `${monthName(month, length)} ${day}, ${year}`;
}

/** "November 2026", or with `short` "Nov 2026". */
export function monthAndYear(date: Date, length: 'long' | 'short' = 'long', zone: Zone = 'local'): string {
  const { year, month } = partsOf(date, zone);
  return `${monthName(month, length)} ${year}`;
}

/** "Nov" */
export const shortMonth = (date: Date, zone: Zone = 'local'): string =>
  monthName(partsOf(date, zone).month, 'short');

/** "Mon, Nov 30", in this browser's time zone. */
export function weekdayAndDay(date: Date): string {
  return `${weekdayNames[date.getDay()]}, ${dayAndMonth(date)}`;
}

/** "18:00", "07:05": a 24-hour clock in this browser's time zone. */
export function clockTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
