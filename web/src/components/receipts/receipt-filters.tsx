import { categories } from '@contract/enums';
import type { Counters } from '@contract/schemas/profile';
import { type ReactNode, useRef } from 'react';
import { CountPill } from '@/components/count-pill';
import type { HubFilter } from '@/lib/query-keys';
import { useKeepSelectedInView } from '@/lib/use-keep-selected-in-view';
import { useScrollCue } from '@/lib/use-scroll-cue';
import './receipts.css';

/** How many receipts a filter holds, sent and received (undefined while the counters load: never a false 0). */
export function countOf(counters: Counters | undefined, filter: HubFilter) {
  if (!counters) return undefined;
  if (filter === 'All') return counters.received + counters.sent;
  return (counters.receivedByCategory[filter] ?? 0) + (counters.sentByCategory[filter] ?? 0);
}

interface ReceiptFiltersProps {
  filter: HubFilter;
  onChange(filter: HubFilter): void;
  counters: Counters | undefined;
  className?: string;
  /** Shown under the totals (the hub's link to the dashboard). */
  children?: ReactNode;
}

/**
 * The feed pages' category filter: All Receipts and the four categories with their counts, as the one
 * horizontal filter row (`.filter-row`, scrolling sideways and keeping the chosen one in view), then the
 * received and sent totals.
 */
export function ReceiptFilters({
  filter,
  onChange,
  counters,
  className = '',
  children,
}: ReceiptFiltersProps) {
  const strip = useRef<HTMLElement>(null);
  useKeepSelectedInView(strip, filter);
  useScrollCue(strip);
  return (
    <aside className={`receipt-filters ${className}`} aria-label="Receipt categories">
      <nav className="hub-nav filter-row scroll-cue" ref={strip}>
        {(['All', ...categories] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`hub-nav-item filter-chip ${filter === option ? 'active' : ''}`}
            aria-current={filter === option ? 'true' : undefined}
            onClick={() => onChange(option)}
          >
            <span>{option === 'All' ? 'All Receipts' : option}</span>
            <CountPill value={countOf(counters, option)} />
          </button>
        ))}
      </nav>
      <dl className="hub-totals">
        <div>
          <dt>Received</dt>
          <dd>{counters ? counters.received : <CountPill value={undefined} />}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{counters ? counters.sent : <CountPill value={undefined} />}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
