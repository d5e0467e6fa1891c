import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHead } from '@/components/page-head';
import { PageLoading } from '@/components/page-loading';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { useFeedbackRequests } from '@/lib/feedback-requests';
import { queryKeys } from '@/lib/query-keys';
import { useMe } from '@/lib/use-me';
import { usePageTitle } from '@/lib/use-page-title';
import { AskedOfYou } from './asked-of-you';
import { RequestCard } from './request-card';
import '@/components/shared.css';
import './requests.css';
import { lazyAgain } from '@/lib/lazy-again';

const AskForReceiptDialog = lazyAgain(() => import('@/components/share/ask-for-receipt-dialog'));

/** `/app/requests`: the member's feedback requests, newest first: open, answered (with answers), expired. */
export default function RequestsPage() {
  usePageTitle('Requests');
  const requests = useFeedbackRequests();
  const [open, setOpen] = useState<Receipt | null>(null);
  const [asking, setAsking] = useState(false);
  const username = useMe().data?.profile.username;
  const queryClient = useQueryClient();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  // What was done in the receipt's dialog (a report, a block) shows when it closes.
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.feedbackRequests.lists() });
  };
  return (
    <div className="app-page requests-page">
      <PageHead
        title="Requests"
        intro="The questions you asked, and the receipts that answered them. A request takes answers for 14 days."
      />
      <AskedOfYou />
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={!username}
          onClick={() => setAsking(true)}
        >
          Ask for a receipt
        </button>
      </div>
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <LoadFailed message={messages.failedToLoadFeedbackRequests} onRetry={() => void requests.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted requests-empty">
          No requests yet. Ask a question, and the receipts that answer it are listed here.
        </p>
      ) : (
        <ol className="requests-list">
          {items.map((request) => (
            <RequestCard key={request.id} request={request} onOpen={setOpen} />
          ))}
        </ol>
      )}
      <LoadMoreButton pages={requests} />
      <ReceiptDetailDialog receipt={open} onClose={close} />
      <Suspense fallback={null}>
        {asking && username ? (
          <AskForReceiptDialog username={username} onOpenChange={(keep) => setAsking(keep)} />
        ) : null}
      </Suspense>
    </div>
  );
}
