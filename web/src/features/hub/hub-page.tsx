import { categories, otherCategory } from '@contract/enums';
import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { CountPill } from '@/components/count-pill';
import { LoadMoreButton } from '@/components/load-more-button';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { countOf, ReceiptFilters } from '@/components/receipts/receipt-filters';
import { ReceiptListStatus } from '@/components/receipts/receipt-list-states';
import { SearchBox } from '@/components/search-box';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useMe } from '@/lib/use-me';
import { useReceiptBrowsing } from '@/lib/use-receipt-browsing';
import { useMarkReceiptsSeen } from './api/mark-receipts-seen';
import { HelpfulTotals } from './components/helpful-totals';
import { HubFeed } from './components/hub-feed';
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
      name: group,
      items: items.filter((r) => (group === otherCategory ? !r.category : r.category === group)),
    }))
    .filter((g) => g.items.length);

  return (
    <section className="page hub feed-column">
      <div className="hub-top">
        <h1>
          Receipts Hub <CountPill value={countOf(counters, filter)} />
        </h1>
        <SearchBox id="hub-search" label="Search receipts" value={searchText} onChange={setSearchText} />
      </div>
      <ReceiptFilters filter={filter} onChange={setFilter} counters={counters}>
        <Link to={sitePaths.dashboard} className="hub-dashboard-link">
          Your dashboard
        </Link>
      </ReceiptFilters>
      <VerifyEmailNotice />
      <HelpfulTotals />
      <ReceiptListStatus {...listStatus}>
        {/* One column; the digest offer after the first three receipts, so the first screen is receipts. */}
        <HubFeed groups={filter === 'All' ? grouped : [{ items }]} onOpen={openReceipt} />
      </ReceiptListStatus>
      <LoadMoreButton pages={pages} />
      <ReceiptDetailDialog receipt={open} onClose={close} />
    </section>
  );
}
