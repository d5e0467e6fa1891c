/**
 * The calendar of the dashboard's figures, in UTC: days `yyyy-mm-dd`, ISO weeks `yyyy-Www` (Monday first;
 * the week's year is the year of its Thursday) and months `yyyy-mm`. Pure; the aggregates and the
 * dashboard both name periods through here.
 */
const dayMs = 86_400_000;

export const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);
export const monthOf = (at: Date | string) => new Date(at).toISOString().slice(0, 7);

/** Midnight UTC of the day `at` falls in, moved by `days`. */
export function dayStart(at: Date | string, days = 0): Date {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + days * dayMs);
}

/** The Monday (midnight UTC) of the ISO week `at` falls in, moved by `weeks`. */
export function weekStart(at: Date | string, weeks = 0): Date {
  const day = dayStart(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs + weeks * 7 * dayMs);
}

/** The ISO week `at` falls in, as `2026-W48`. */
export function weekOf(at: Date | string): string {
  const thursday = new Date(weekStart(at).getTime() + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day of the month `at` falls in, moved by `months`. */
export function monthStart(at: Date | string, months = 0): Date {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

export interface Period {
  period: string;
  start: string;
}

/** The last `count` weeks up to the one `now` falls in, oldest first. */
export const lastWeeks = (now: Date, count: number): Period[] =>
  Array.from({ length: count }, (_, i) => weekStart(now, i - count + 1)).map((start) => ({
    period: weekOf(start),
    start: dayOf(start),
  }));

/** The last `count` months up to the one `now` falls in, oldest first. */
export const lastMonths = (now: Date, count: number): Period[] =>
  Array.from({ length: count }, (_, i) => monthStart(now, i - count + 1)).map((start) => ({
    period: monthOf(start),
    start: dayOf(start),
  }));

/** Whole days from `earlier` to `later` (instants), rounded down. */
export const daysBetween = (earlier: string, later: Date) =>
  Math.floor((later.getTime() - new Date(earlier).getTime()) / dayMs);
