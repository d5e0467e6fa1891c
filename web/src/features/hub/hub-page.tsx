import { categories, otherCategory } from '@contract/enums';
import { format, messages } from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useEffect, useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMe } from '@/lib/use-me';
import { type HubFilter, useHubReceipts } from './api/hub-receipts';
import { useMarkReceiptsSeen } from './api/mark-receipts-seen';
import { HubCard } from './components/hub-card';
import { ReceiptDetailDialog } from './components/receipt-detail-dialog';
import '@/components/shared.css';
import './hub.css';

const groups = [...categories, otherCategory] as const;

export default function HubPage() {
  const me = useMe();
  const [filter, setFilter] = useState<HubFilter>('All');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim().toLowerCase(), 300);
  const receipts = useHubReceipts(filter, search);
  const [open, setOpen] = useState<Receipt | null>(null);
  const counters = me.data?.counters;
  useMarkReceiptsSeen(me.data?.unreadReceipts);
  const countFor = (c: string) => (counters?.receivedByCategory[c] ?? 0) + (counters?.sentByCategory[c] ?? 0);
  const total = (counters?.received ?? 0) + (counters?.sent ?? 0);
  const items = receipts.data?.pages.flatMap((p) => p.items) ?? [];
  // A very sparse search may end a bounded server read with no matches yet: keep reading to a match or the end.
  const searching = items.length === 0 && receipts.hasNextPage;
  useEffect(() => {
    if (searching && !receipts.isFetching) void receipts.fetchNextPage();
  }, [searching, receipts.isFetching, receipts.fetchNextPage]);
  const grouped = groups
    .map((group) => ({
      group,
      items: items.filter((r) => (group === otherCategory ? !r.category : r.category === group)),
    }))
    .filter((g) => g.items.length);

  const cards = (list: Receipt[]) => (
    <div className="hub-grid">
      {list.map((receipt) => (
        <HubCard key={receipt.id} receipt={receipt} onOpen={() => setOpen(receipt)} />
      ))}
    </div>
  );

  return (
    <section className="page hub">
      <aside className="hub-sidebar" aria-label="Receipt categories">
        <nav className="hub-nav">
          {(['All', ...categories] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`hub-nav-item ${filter === option ? 'active' : ''}`}
              aria-current={filter === option ? 'true' : undefined}
              onClick={() => setFilter(option)}
            >
              <span>{option === 'All' ? 'All Receipts' : option}</span>
              <span className="count-pill">{option === 'All' ? total : countFor(option)}</span>
            </button>
          ))}
        </nav>
        <dl className="hub-totals">
          <div>
            <dt>Received</dt>
            <dd>{counters?.received ?? 0}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{counters?.sent ?? 0}</dd>
          </div>
        </dl>
      </aside>
      <div className="hub-main">
        <div className="hub-top">
          <h1>
            Receipts Hub <span className="count-pill">{filter === 'All' ? total : countFor(filter)}</span>
          </h1>
          <label htmlFor="hub-search" className="visually-hidden">
            Search receipts
          </label>
          <input
            id="hub-search"
            type="search"
            placeholder="Search receipts"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {receipts.isPending || searching ? (
          <Spinner label="Loading your Receipts..." />
        ) : receipts.isError ? (
          <div className="stack">
            <p className="error-banner" role="alert">
              {format(messages.errorLoadingReceipts, { message: receipts.error.message })}
            </p>
            <button type="button" className="button button-primary" onClick={() => void receipts.refetch()}>
              Try Again
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="empty">
            <p>{messages.noReceiptsFound}</p>
            <p className="muted small">
              {search ? 'Try adjusting your search terms' : 'No Receipts in this category yet'}
            </p>
          </div>
        ) : filter === 'All' ? (
          grouped.map(({ group, items: list }) => (
            <section key={group} className="hub-group" aria-label={group}>
              <h2>{group}</h2>
              {cards(list)}
            </section>
          ))
        ) : (
          cards(items)
        )}
        <LoadMoreButton pages={receipts} />
      </div>
      <ReceiptDetailDialog receipt={open} onClose={() => setOpen(null)} />
    </section>
  );
}
