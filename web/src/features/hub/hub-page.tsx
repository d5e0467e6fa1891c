import { categories, otherCategory } from '@contract/enums';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { CountPill } from '@/components/count-pill';
import { LoadMoreButton } from '@/components/load-more-button';
import { HubCard } from '@/components/receipts/hub-card';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { countOf, ReceiptFilters } from '@/components/receipts/receipt-filters';
import { ReceiptListStatus } from '@/components/receipts/receipt-list-states';
import { SearchBox } from '@/components/search-box';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useMe } from '@/lib/use-me';
import { useReceiptBrowsing } from '@/lib/use-receipt-browsing';
import { useMarkReceiptsSeen } from './api/mark-receipts-seen';
import { DigestOffer } from './components/digest-offer';
import '@/components/shared.css';
import './hub.css';

const groups = [...categories, otherCategory] as const;

export default function HubPage() {
  const me = useMe();
  const { filter, setFilter, searchText, setSearchText, pages, items, listStatus, open, openReceipt, close } =
    useReceiptBrowsing();
  // Undefined while loading: the counts show a placeholder, never a misleading 0.
  const counters = me.data?.counters;
  useMarkReceiptsSeen(me.data?.unreadReceipts);
  const grouped = groups
    .map((group) => ({
      group,
      items: items.filter((r) => (group === otherCategory ? !r.category : r.category === group)),
    }))
    .filter((g) => g.items.length);

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
        <ReceiptListStatus {...listStatus}>
          {/* The offer is one row below the first receipts: on a phone the first receipt is on the first screen. */}
          {filter === 'All' ? (
            <div className="hub-groups">
              {grouped.map(({ group, items: list }, index) => (
                <Fragment key={group}>
                  <section className="hub-group" aria-label={group}>
                    <h2>
                      {group} <span className="muted small">{list.length}</span>
                    </h2>
                    {cards(list)}
                  </section>
                  {index === 0 ? <DigestOffer /> : null}
                </Fragment>
              ))}
            </div>
          ) : (
            <>
              {cards(items)}
              <DigestOffer />
            </>
          )}
        </ReceiptListStatus>
        <LoadMoreButton pages={pages} />
      </div>
      <ReceiptDetailDialog receipt={open} onClose={close} />
    </section>
  );
}
