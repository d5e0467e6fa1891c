import { categories, otherCategory } from '@contract/enums';
import { format, messages } from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CountPill } from '@/components/count-pill';
import { LoadMoreButton } from '@/components/load-more-button';
import { SearchBox } from '@/components/search-box';
import { Spinner } from '@/components/spinner';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import type { HubFilter } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useKeepSelectedInView } from '@/lib/use-keep-selected-in-view';
import { useMe } from '@/lib/use-me';
import { useScrollCue } from '@/lib/use-scroll-cue';
import { useHubReceipts } from './api/hub-receipts';
import { useMarkOpened } from './api/mark-opened';
import { useMarkReceiptsSeen } from './api/mark-receipts-seen';
import { DigestOffer } from './components/digest-offer';
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
  const [opened, setOpen] = useState<Receipt | null>(null);
  const markOpened = useMarkOpened();
  const filterStrip = useRef<HTMLElement>(null);
  useKeepSelectedInView(filterStrip, filter);
  useScrollCue(filterStrip);
  // Undefined while loading: the counts show a placeholder, never a misleading 0.
  const counters = me.data?.counters;
  const countFor = (c: string) =>
    counters && (counters.receivedByCategory[c] ?? 0) + (counters.sentByCategory[c] ?? 0);
  const total = counters && counters.received + counters.sent;
  useMarkReceiptsSeen(me.data?.unreadReceipts);
  const items = receipts.data?.pages.flatMap((p) => p.items) ?? [];
  // The open receipt as the list now has it (hiding it updates the list).
  const open = opened && (items.find((r) => r.id === opened.id) ?? opened);
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

  const openReceipt = (receipt: Receipt) => {
    setOpen(receipt);
    markOpened(receipt);
  };
  const cards = (list: Receipt[]) => (
    <div className="hub-grid">
      {list.map((receipt) => (
        <HubCard key={receipt.id} receipt={receipt} onOpen={() => openReceipt(receipt)} />
      ))}
    </div>
  );

  return (
    <section className="page hub">
      <div className="hub-top">
        <h1>
          Receipts Hub <CountPill value={filter === 'All' ? total : countFor(filter)} />
        </h1>
        <SearchBox id="hub-search" label="Search receipts" value={searchText} onChange={setSearchText} />
      </div>
      <aside className="card hub-sidebar" aria-label="Receipt categories">
        <nav className="hub-nav scroll-cue" ref={filterStrip}>
          {(['All', ...categories] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`hub-nav-item ${filter === option ? 'active' : ''}`}
              aria-current={filter === option ? 'true' : undefined}
              onClick={() => setFilter(option)}
            >
              <span>{option === 'All' ? 'All Receipts' : option}</span>
              <CountPill value={option === 'All' ? total : countFor(option)} />
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
        <Link to={sitePaths.dashboard} className="hub-dashboard-link">
          Your dashboard
        </Link>
      </aside>
      <div className="hub-main">
        <VerifyEmailNotice />
        <DigestOffer />
        {receipts.isPending || searching ? (
          <Spinner label="Loading your Receipts..." />
        ) : receipts.isError ? (
          <div className="stack">
            <p className="error-banner" role="alert">
              {format(messages.errorLoadingReceipts, {
                message:
                  filter === 'All' && !search ? messages.failedToFetchAllReceipts : receipts.error.message,
              })}
            </p>
            <button type="button" className="button button-primary" onClick={() => void receipts.refetch()}>
              Try Again
            </button>
          </div>
        ) : items.length === 0 ? (
          <HubEmpty searching={Boolean(search)} everything={filter === 'All'} />
        ) : filter === 'All' ? (
          <div className="hub-groups">
            {grouped.map(({ group, items: list }) => (
              <section key={group} className="hub-group" aria-label={group}>
                <h2>
                  {group} <span className="muted small">{list.length}</span>
                </h2>
                {cards(list)}
              </section>
            ))}
          </div>
        ) : (
          cards(items)
        )}
        <LoadMoreButton pages={receipts} />
      </div>
      <ReceiptDetailDialog receipt={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** Nothing to show: says why, and with an empty hub what to do next. */
function HubEmpty({ searching, everything }: { searching: boolean; everything: boolean }) {
  if (searching || !everything) {
    return (
      <div className="empty">
        <p>{messages.noReceiptsFound}</p>
        <p className="muted small">
          {searching ? 'Try adjusting your search terms' : 'No Receipts in this category yet'}
        </p>
      </div>
    );
  }
  return (
    <div className="empty hub-empty">
      <p>{messages.noReceiptsFound}</p>
      <p className="muted">
        Receipts you give and receive collect here. Give your first one, or share your profile so people can
        leave you one.
      </p>
      <div className="button-row center">
        <Link to="/receipt" className="button button-primary">
          Give a Receipt
        </Link>
        <Link to="/profile-page" className="button button-secondary">
          View Profile
        </Link>
      </div>
    </div>
  );
}
