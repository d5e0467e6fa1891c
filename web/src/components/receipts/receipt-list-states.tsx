import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { ReactNode } from 'react';
import { LinkPair } from '@/components/link-pair';
import { Spinner } from '@/components/spinner';
import type { HubFilter } from '@/lib/query-keys';
import './receipts.css';

/** The list did not load: the spec's error view with Try Again. */
function ReceiptsError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="stack">
      <p className="error-banner" role="alert">
        {format(messages.errorLoadingReceipts, { message })}
      </p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

/** Nothing to show: says why, and with no receipts at all what to do next. */
function ReceiptsEmpty({ searching, everything }: { searching: boolean; everything: boolean }) {
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
      <LinkPair
        primary={{ to: '/receipt', label: 'Give a Receipt' }}
        secondary={{ to: '/profile-page', label: 'View Profile' }}
      />
    </div>
  );
}

interface ReceiptListStatusProps {
  pages: { isPending: boolean; error: Error | null; refetch(): unknown };
  /** Still reading toward a first match of a sparse search. */
  searching: boolean;
  shown: number;
  filter: HubFilter;
  search: string;
  children: ReactNode;
}

/** The list of sent and received receipts while it loads, when it failed, when it is empty, or else the list. */
export function ReceiptListStatus({
  pages,
  searching,
  shown,
  filter,
  search,
  children,
}: ReceiptListStatusProps) {
  if (pages.isPending || searching) return <Spinner label="Loading your Receipts..." />;
  if (pages.error) {
    return (
      <ReceiptsError
        message={filter === 'All' && !search ? messages.failedToFetchAllReceipts : pages.error.message}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  if (shown === 0) return <ReceiptsEmpty searching={Boolean(search)} everything={filter === 'All'} />;
  return children;
}
