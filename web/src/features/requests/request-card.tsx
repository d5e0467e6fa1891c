import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import type { Receipt } from '@contract/schemas/receipts';
import { shortDate } from '@/lib/dates';
import { RequestReminder } from './request-reminder';

const statusLabels: Record<FeedbackRequest['status'], string> = {
  open: 'Open',
  answered: 'Answered',
  expired: 'Expired',
};

/** One request: its question, where it stands, and its answers, each opening its receipt. */
export function RequestCard({
  request,
  onOpen,
}: {
  request: FeedbackRequest;
  onOpen(receipt: Receipt): void;
}) {
  const open =
    request.status === 'open' ||
    (request.status === 'answered' && request.expiresAt > new Date().toISOString());
  return (
    <li className={`card request-card request-${request.status}`}>
      <div className="request-head">
        <p className="request-question-line">{request.question}</p>
        <span className={`request-status request-status-${request.status}`}>
          {statusLabels[request.status]}
        </span>
      </div>
      <p className="muted small request-dates">
        Asked {shortDate(request.createdAt)} · {open ? 'open until' : 'closed'} {shortDate(request.expiresAt)}
      </p>
      <RequestReminder request={request} open={open} />
      {request.answers.length > 0 ? (
        <ul className="request-answers" aria-label={`Answers to “${request.question}”`}>
          {request.answers.map((answer) => (
            <li key={answer.receiptId}>
              <button type="button" className="link-button" onClick={() => onOpen(answer.receipt)}>
                {answer.giverName} answered {shortDate(answer.answeredAt)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small request-none">
          {request.status === 'expired' ? 'No answers before it expired.' : 'No answers yet.'}
        </p>
      )}
    </li>
  );
}
