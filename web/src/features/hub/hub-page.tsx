import { categories, otherCategory } from '@contract/enums';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CountPill } from '@/components/count-pill';
import { LoadMoreButton } from '@/components/load-more-button';
import { HubCard } from '@/components/receipts/hub-card';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { countOf, ReceiptFilters } from '@/components/receipts/receipt-filters';
import { ReceiptListStatus } from '@/components/receipts/receipt-list-states';
import { SearchBox } from '@/components/search-box';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useMarkOpened } from '@/lib/mark-opened';
import { useMemberReceipts } from '@/lib/member-receipts';
import type { HubFilter } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMe } from '@/lib/use-me';
import { useMarkReceiptsSeen } from './api/mark-receipts-seen';
import { DigestOffer } from './components/digest-offer';
import '@/components/shared.css';
import './hub.css';

const groups = [...categories, otherCategory] as const;

export default function HubPage() {
  const me = useMe();
  const [filter, setFilter] = useState<HubFilter>('All');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim().toLowerCase(), 300);
  const { pages: receipts, items, searching } = useMemberReceipts(filter, search);
  const [opened, setOpen] = useState<Receipt | null>(null);
  const markOpened = useMarkOpened();
  // Undefined while loading: the counts show a placeholder, never a misleading 0.
  const counters = me.data?.counters;
  useMarkReceiptsSeen(me.data?.unreadReceipts);
  // The open receipt as the list now has it (hiding it updates the list).
  const open = opened && (items.find((r) => r.id === opened.id) ?? opened);
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
          Receipts Hub <CountPill value={countOf(counters, filter)} />
        </h1>
        <SearchBox id="hub-search" label="Search receipts" value={searchText} onChange={setSearchText} />
      </div>
      <ReceiptFilters className="hub-sidebar" filter={filter} onChange={setFilter} counters={counters}>
        <Link to={sitePaths.dashboard} className="hub-dashboard-link">
          Your dashboard
        </Link>
      </ReceiptFilters>
      <div className="hub-main">
        <VerifyEmailNotice />
        <DigestOffer />
        <ReceiptListStatus
          pages={receipts}
          searching={searching}
          shown={items.length}
          filter={filter}
          search={search}
        >
          {filter === 'All' ? (
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
        </ReceiptListStatus>
        <LoadMoreButton pages={receipts} />
      </div>
      <ReceiptDetailDialog receipt={open} onClose={() => setOpen(null)} />
    </section>
  );
}
