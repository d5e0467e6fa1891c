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
 * A newest-first list cut into its months, in order: one group per month with receipts (a month with none
 * gets no heading). A receipt with an unreadable date joins the month before it, so the order never changes.
 */
export function groupByMonth<T extends { createdAt: string }>(items: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const month = monthOf(item.createdAt);
    const last = groups.at(-1);
    if (last && (!month || month.key === last.key)) last.items.push(item);
    else
      groups.push({
        key: month?.key ?? 'undated',
        label: month?.label ?? messages.dateNotAvailable,
        items: [item],
      });
  }
  return groups;
}
