import { calendarDate, clockTime, weekdayAndDay } from './calendar';

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

const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const dayMs = 24 * 60 * 60 * 1000;

/** The moment `days` days after `iso`. */
export const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * dayMs);

/**
 * When a held anonymous receipt reaches its recipient, in this browser's time: "Delivers tomorrow at
 * 18:00", "Delivers today at 18:00", or with its day further out ("Delivers Mon, Nov 30 at 18:00").
 */
export function deliveryLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const days = Math.round((localDay(at) - localDay(now)) / dayMs);
  const day = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : weekdayAndDay(at);
  return `Delivers ${day} at ${clockTime(at)}`;
}
