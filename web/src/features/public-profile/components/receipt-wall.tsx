import { type Category, categories } from '@contract/enums';
import type { PublicProfile } from '@contract/schemas/users';
import { useState } from 'react';
import { openingCategory } from '@/components/category-tabs';
import { LoadMoreButton } from '@/components/load-more-button';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { Spinner } from '@/components/spinner';
import { type WallFilter as Filter, visitorWall } from '@/lib/visitor-wall';
import { useAllPublicReceipts, usePublicReceipts } from '../public-receipts';
import { WallFilter } from './wall-filter';

/**
 * The member's public received receipts in the feed pages' one column, filtered by category in their one
 * filter row. Members page through the API; a signed-out visitor sees the first page of each category, which came with the profile.
 */
export function ReceiptWall({ view, signedIn }: { view: PublicProfile; signedIn: boolean }) {
  const counts = view.categoryCounts;
  // Only the categories that have public receipts are offered.
  const shown = categories.filter((c) => (counts[c] ?? 0) > 0);
  const [chosen, setChosen] = useState<Filter | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  // SPEC §4: the wall opens on the first category that has public receipts; "All" is one choice away.
  const selected: Filter = chosen ?? openingCategory(shown, counts) ?? 'All';
  const userId = view.profile.userId;
  const inCategory = usePublicReceipts(
    userId,
    signedIn && selected !== 'All' ? (selected as Category) : null,
  );
  const all = useAllPublicReceipts(userId, shown, signedIn && selected === 'All');
  const pages = selected === 'All' ? all : inCategory;
  const total = shown.reduce((sum, c) => sum + (counts[c] ?? 0), 0);

  if (shown.length === 0 || view.receipts.length === 0) {
    return (
      <section className="wall feed-column" aria-label="Receipts">
        <p className="empty">No Public Receipts</p>
      </section>
    );
  }
  const receipts = signedIn
    ? (pages.data?.pages.flatMap((p) => p.items) ?? [])
    : visitorWall(view.receipts, selected);
  return (
    <section className="wall feed-column" aria-labelledby="wall-title">
      <h2 id="wall-title" className="visually-hidden">
        Receipts
      </h2>
      <WallFilter categories={shown} counts={counts} total={total} selected={selected} onSelect={setChosen} />
      {signedIn && pages.isPending ? (
        <Spinner label="Loading Receipts…" />
      ) : signedIn && pages.isError ? (
        <p className="error-banner" role="alert">
          {pages.error.message}
        </p>
      ) : receipts.length === 0 ? (
        <p className="empty">No Receipts in this category</p>
      ) : (
        <ReceiptCardList receipts={receipts} expanded={expanded} onExpand={setExpanded} />
      )}
      {signedIn ? <LoadMoreButton pages={pages} /> : null}
    </section>
  );
}
