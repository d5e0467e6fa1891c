import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHead } from '@/components/page-head';
import { PageLoading } from '@/components/page-loading';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { queryKeys } from '@/lib/query-keys';
import { useJournal } from '@/lib/reflections';
import { useMe } from '@/lib/use-me';
import { usePageTitle } from '@/lib/use-page-title';
import { JournalEntry } from './journal-entry';
import { type JournalFilterChoice, JournalFilters } from './journal-filters';
import '@/components/shared.css';
import './journal.css';

/** What the page says when the journal (or the chosen part of it) has nothing yet. */
function Empty({ filtered }: { filtered: boolean }) {
  if (filtered) return <p className="muted journal-empty">No reflections here yet.</p>;
  return (
    <p className="muted journal-empty">
      No reflections yet. Open a receipt in your <Link to={sitePaths.hub}>Receipts Hub</Link> and write what
      you'll try next.
    </p>
  );
}

/** `/app/journal`: received receipts with the member's reflections, newest first, by category or goal. */
export default function JournalPage() {
  usePageTitle('Journal');
  const [choice, setChoice] = useState<JournalFilterChoice>({ category: '', goal: '' });
  const [open, setOpen] = useState<Receipt | null>(null);
  const queryClient = useQueryClient();
  const goals = useMe().data?.goalTags.selected ?? [];
  const journal = useJournal({
    ...(choice.category ? { category: choice.category } : {}),
    ...(choice.goal ? { goal: choice.goal } : {}),
  });
  const entries = journal.data?.pages.flatMap((page) => page.items) ?? [];
  // What was done in the receipt's dialog (a report, a block, a removed reflection) shows when it closes.
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.journal.lists() });
  };
  return (
    <div className="app-page journal-page feed-column">
      <PageHead
        title="Journal"
        intro="What you'll try next, beside the receipts that prompted it. Only you see this."
      />
      <JournalFilters value={choice} goals={goals} onChange={setChoice} />
      {journal.isPending ? (
        <PageLoading />
      ) : journal.isError ? (
        <LoadFailed message={messages.failedToLoadJournal} onRetry={() => void journal.refetch()} />
      ) : entries.length === 0 ? (
        <Empty filtered={Boolean(choice.category || choice.goal)} />
      ) : (
        <ol className="journal-list">
          {entries.map((entry) => (
            <JournalEntry key={entry.receipt.id} entry={entry} onOpen={setOpen} />
          ))}
        </ol>
      )}
      <LoadMoreButton pages={journal} />
      <ReceiptDetailDialog receipt={open} onClose={close} />
    </div>
  );
}
