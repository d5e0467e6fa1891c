/**
 * Prints, as JSON, every date calendar.ts writes differently from Intl.DateTimeFormat in this process's zone
 * (run with TZ set: test/unit/calendar.test.ts). Local and UTC readings differ in a zone far from UTC.
 */
import {
  calendarDate,
  clockTime,
  dayAndMonth,
  monthAndYear,
  shortMonth,
  weekdayAndDay,
  type Zone,
} from '../../web/src/lib/calendar';

const intl = (options: Intl.DateTimeFormatOptions, zone: Zone = 'local', locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, zone === 'utc' ? { ...options, timeZone: 'UTC' } : options);

// Every month and weekday, both sides of midnight UTC, one and two digit days, a leap day and a year's end.
const dates = [
  ...Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 5 + (i % 3) * 8) + i * 86_400_000)),
  new Date('2028-02-29T23:30:00Z'),
  new Date('2026-12-31T23:59:59Z'),
  new Date('2027-01-01T00:00:00Z'),
  new Date('2026-03-05T00:05:00Z'),
];

const forms: [string, Intl.DateTimeFormat, (date: Date) => string][] = [];
for (const zone of ['local', 'utc'] as const) {
  forms.push(
    [
      `short ${zone}`,
      intl({ year: 'numeric', month: 'short', day: 'numeric' }, zone),
      (d) => calendarDate(d, 'short', zone),
    ],
    [
      `long ${zone}`,
      intl({ year: 'numeric', month: 'long', day: 'numeric' }, zone),
      (d) => calendarDate(d, 'long', zone),
    ],
    [`day and month ${zone}`, intl({ month: 'short', day: 'numeric' }, zone), (d) => dayAndMonth(d, zone)],
    [`month ${zone}`, intl({ month: 'short' }, zone), (d) => shortMonth(d, zone)],
    [
      `month and year ${zone}`,
      intl({ month: 'long', year: 'numeric' }, zone),
      (d) => monthAndYear(d, 'long', zone),
    ],
    [
      `short month and year ${zone}`,
      intl({ month: 'short', year: 'numeric' }, zone),
      (d) => monthAndYear(d, 'short', zone),
    ],
  );
}
forms.push(
  ['weekday', intl({ weekday: 'short', month: 'short', day: 'numeric' }), weekdayAndDay],
  ['clock', intl({ hour: '2-digit', minute: '2-digit' }, 'local', 'en-GB'), clockTime],
);

const differences = dates.flatMap((date) =>
  forms
    .map(([form, expected, written]) => ({
      form,
      at: date.toISOString(),
      intl: expected.format(date),
      written: written(date),
    }))
    .filter((d) => d.intl !== d.written),
);
console.log(JSON.stringify({ localHour: new Date('2026-11-29T12:00:00Z').getHours(), differences }));
