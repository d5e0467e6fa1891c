import { calendarDate } from './calendar';

/** Dates in en-US long form ("November 22, 2026"); null for a missing or unreadable date. */
export function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : calendarDate(date, 'long');
}

/** A card's date: day, month and year ("Nov 22, 2026"); empty for a missing or unreadable date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : calendarDate(date);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The moment `days` days after `iso`. */
export const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * dayMs);
