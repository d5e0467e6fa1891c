import { type Category, categories } from '@contract/enums';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { CategoryTabs, openingCategory } from '@/components/category-tabs';
import { ErrorBanner } from '@/components/error-banner';
import { LoadMoreButton } from '@/components/load-more-button';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { Spinner } from '@/components/spinner';
import { useReceivedReceipts } from '../api/profile-receipts';
import { EditReceiptDialog } from './edit-receipt-dialog';

/** The own profile's receipts, in the public categories, with the one-time edit. */
export function OwnReceipts({ me }: { me: Me }) {
  const publicOnes = categories.filter((c) => me.profile.publicCategories[c]);
  const [chosen, setChosen] = useState<Category | null>(null);
  const counts = me.counters.receivedByCategory;
  const selected = chosen ?? openingCategory(publicOnes, counts);
  const receipts = useReceivedReceipts(selected);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [editing, setEditing] = useState<Receipt | null>(null);
  const showing = publicOnes.reduce((sum, c) => sum + (counts[c] ?? 0), 0);
  const items = receipts.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="card" aria-labelledby="receipts-heading">
      <div className="section-head">
        <h2 id="receipts-heading">Receipts</h2>
        <span className="muted small">
          {showing} showing · {me.counters.received} received
        </span>
      </div>
      {publicOnes.length === 0 ? (
        <p className="empty">No public categories available</p>
      ) : (
        <>
          <CategoryTabs categories={publicOnes} counts={counts} selected={selected} onSelect={setChosen} />
          <ErrorBanner message={receipts.isError ? receipts.error.message : null} />
          {receipts.isPending ? (
            <Spinner label="Loading receipts…" />
          ) : items.length === 0 ? (
            <p className="empty">No Receipts in this category yet.</p>
          ) : (
            <ReceiptCardList
              receipts={items}
              expanded={expanded}
              onExpand={setExpanded}
              onEdit={setEditing}
            />
          )}
          <LoadMoreButton pages={receipts} />
        </>
      )}
      <EditReceiptDialog receipt={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
