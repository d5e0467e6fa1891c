import * as messages from '@contract/messages';
import { monthAndYear } from './calendar';

/** The month a date falls in, in the member's time zone: a sortable key ("2026-11") and its label ("November 2026"). */
function monthOf(iso: string): { key: string; label: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  return { key, label: monthAndYear(date) };
}

export interface MonthGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/**
 * A list cut into its months by each receipt's own date (`createdAt`), newest month first, each month headed
 * once and newest first within it, whatever order the list came in (a held receipt arrives after later ones).
 * A receipt with an unreadable date keeps its place after the one before it; a list that starts with one heads
 * it "date not available", last.
 */
export function groupByMonth<T extends { createdAt: string }>(items: T[]): MonthGroup<T>[] {
  let previous = Number.NaN;
  const timed = items.map((item, index) => {
    const own = new Date(item.createdAt).getTime();
    previous = Number.isNaN(own) ? previous : own;
    return { item, index, time: previous };
  });
  // Newest first, undated last; a tie keeps the list's order (Array.prototype.sort is stable).
  const rank = (time: number) => (Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time);
  timed.sort((a, b) => rank(b.time) - rank(a.time) || a.index - b.index);
  const groups: MonthGroup<T>[] = [];
  for (const { item, time } of timed) {
    const month = Number.isNaN(time) ? null : monthOf(new Date(time).toISOString());
    const key = month?.key ?? 'undated';
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: month?.label ?? messages.dateNotAvailable, items: [item] });
  }
  return groups;
}
