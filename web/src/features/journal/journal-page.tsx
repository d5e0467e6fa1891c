import { type Category, categories } from '@contract/enums';
import { sitePaths } from '@contract/site-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHead } from '@/components/page-head';
import { PageLoading } from '@/components/page-loading';
import { shortDate } from '@/lib/dates';
import { useJournal } from '@/lib/reflections';
import { useMe } from '@/lib/use-me';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/shared.css';
import './journal.css';

/** `/app/journal`: received receipts with the member's reflections, newest first, by category or goal. */
export default function JournalPage() {
  usePageTitle('Journal');
  const [category, setCategory] = useState<Category | 'Other' | ''>('');
  const [goal, setGoal] = useState('');
  const goals = useMe().data?.goalTags.selected ?? [];
  const journal = useJournal({ ...(category ? { category } : {}), ...(goal ? { goal } : {}) });
  const entries = journal.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="app-page journal-page">
      <PageHead
        title="Journal"
        intro="What you'll try next, beside the receipts that prompted it. Only you see this."
      />
      <div className="journal-filters">
        <label>
          Category{' '}
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as Category | 'Other' | '')}
          >
            <option value="">All</option>
            {[...categories, 'Other'].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {goals.length ? (
          <label>
            Goal{' '}
            <select value={goal} onChange={(event) => setGoal(event.target.value)}>
              <option value="">All</option>
              {goals.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {journal.isPending ? (
        <PageLoading />
      ) : journal.isError ? (
        <LoadFailed message="We couldn't load your journal." onRetry={() => void journal.refetch()} />
      ) : entries.length === 0 ? (
        <p className="muted journal-empty">
          {category || goal ? 'No reflections here yet.' : 'No reflections yet. Open a receipt in your '}
          {category || goal ? null : <Link to={sitePaths.hub}>Receipts Hub</Link>}
          {category || goal ? null : " and write what you'll try next."}
        </p>
      ) : (
        <ol className="journal-list">
          {entries.map(({ receipt, reflection }) => (
            <li key={receipt.id} className="journal-entry">
              <p className="journal-receipt">“{receipt.receiptText || 'No written note'}”</p>
              <p className="muted small">
                From {receipt.senderName} · {receipt.category || 'Other'} ·{' '}
                <time dateTime={receipt.createdAt}>{shortDate(receipt.createdAt)}</time>
              </p>
              <p className="journal-reflection">
                <span className="strong">What I'll try next:</span> {reflection.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton pages={journal} />
    </div>
  );
}
