import { useRef } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHead } from '@/components/page-head';
import { HubCard } from '@/components/receipts/hub-card';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { ReceiptFilters } from '@/components/receipts/receipt-filters';
import { ReceiptListStatus } from '@/components/receipts/receipt-list-states';
import { SearchBox } from '@/components/search-box';
import { groupByMonth } from '@/lib/month-groups';
import { useEndlessScroll } from '@/lib/use-endless-scroll';
import { useMe } from '@/lib/use-me';
import { usePageTitle } from '@/lib/use-page-title';
import { useReceiptBrowsing } from '@/lib/use-receipt-browsing';
import { useLoadMoreFocus } from './use-load-more-focus';
import '@/components/shared.css';
import './timeline.css';

const headingId = 'timeline-heading';

/**
 * `/app/receipts`: every receipt the member sent or received, newest first under month headings, with the
 * hub's cards, filters and detail dialog. The next page loads as the end of the list comes into view, or
 * with Load more.
 */
export default function TimelinePage() {
  usePageTitle('Receipts');
  const me = useMe();
  const { filter, setFilter, searchText, setSearchText, pages, items, listStatus, open, openReceipt, close } =
    useReceiptBrowsing();
  const sentinel = useRef<HTMLDivElement>(null);
  useEndlessScroll(sentinel, pages);
  const list = useRef<HTMLDivElement>(null);
  const loadMore = useLoadMoreFocus(list, items.length, pages);

  return (
    <section className="timeline-page feed-column" aria-labelledby={headingId}>
      <PageHead
        title="Receipts"
        intro="Everything you sent and received, newest first."
        headingId={headingId}
      />
      <div className="timeline-tools">
        <ReceiptFilters filter={filter} onChange={setFilter} counters={me.data?.counters} />
        <SearchBox id="timeline-search" label="Search receipts" value={searchText} onChange={setSearchText} />
      </div>
      <ReceiptListStatus {...listStatus}>
        <div ref={list} className="timeline-months">
          {groupByMonth(items).map((month) => (
            <section key={month.key} className="timeline-month" aria-labelledby={`month-${month.key}`}>
              <h2 id={`month-${month.key}`}>{month.label}</h2>
              <ol className="hub-grid timeline-list">
                {month.items.map((receipt) => (
                  <li key={receipt.id}>
                    <HubCard receipt={receipt} onOpen={() => openReceipt(receipt)} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </ReceiptListStatus>
      <div ref={sentinel} className="timeline-sentinel" aria-hidden="true" />
      {items.length > 0 ? <LoadMoreButton pages={loadMore} /> : null}
      <ReceiptDetailDialog receipt={open} onClose={close} />
    </section>
  );
}
