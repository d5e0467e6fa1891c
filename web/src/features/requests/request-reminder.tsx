import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import { ApiError } from '@/lib/api-error';
import { shortDate } from '@/lib/dates';
import { useResendFeedbackRequest } from '@/lib/feedback-requests';

const answerCount = (count: number) => (count === 1 ? '1 answer' : `${count} answers`);

/**
 * Who a request was sent to and how many answers it has, with the asker's one reminder to those who have not
 * answered. Which of them answered is never shown: only the answers the request lists.
 */
export function RequestReminder({ request, open }: { request: FeedbackRequest; open: boolean }) {
  const resend = useResendFeedbackRequest();
  if (!request.asked.length) return null;
  const resentAt = request.resentAt ?? (resend.isSuccess ? resend.data.resentAt : null);
  const failure = resend.error instanceof ApiError ? resend.error.message : messages.feedbackReminderNotSent;
  return (
    <div className="request-reminder">
      <p className="muted small request-asked">
        Sent to {request.asked.map((contact) => contact.name).join(', ')} ·{' '}
        {answerCount(request.answers.length)}
      </p>
      {resentAt ? (
        <p className="muted small" role="status">
          {format(messages.feedbackResentOn, { date: shortDate(resentAt) })}
        </p>
      ) : open ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={resend.isPending}
            onClick={() => resend.mutate(request.id)}
          >
            {resend.isPending ? messages.feedbackResendSending : messages.feedbackResendButton}
          </button>
        </div>
      ) : null}
      <div aria-live="polite">
        {resend.isError ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
