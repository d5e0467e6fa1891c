import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { feedbackRequestPath } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { LoadMoreButton } from '@/components/load-more-button';
import { shortDate } from '@/lib/dates';
import { useFeedbackRequestsForMe } from '@/lib/feedback-requests';

/**
 * The open requests others sent the member as a chosen contact, each answered on the asker's give page.
 * Nothing shows while it loads, when there are none, or if it fails: the member's own requests are the page.
 */
export function AskedOfYou() {
  const asked = useFeedbackRequestsForMe();
  const items = asked.data?.pages.flatMap((page) => page.items) ?? [];
  if (!items.length) return null;
  return (
    <section className="asked-of-you" aria-labelledby="asked-of-you-title">
      <h2 id="asked-of-you-title">Asked of you</h2>
      <ol className="requests-list">
        {items.map((request) => (
          <li key={request.id} className="card request-card">
            <p className="muted small request-dates">
              {request.askerName} asks · open until {shortDate(request.expiresAt)}
            </p>
            <p className="request-question-line" id={`asked-${request.id}`}>
              {request.question}
            </p>
            {request.remindedAt ? (
              <p className="small request-reminded">
                {format(messages.feedbackRemindedOn, { date: shortDate(request.remindedAt) })}
              </p>
            ) : null}
            <div className="button-row">
              <Link
                className="button button-primary"
                to={feedbackRequestPath(request.askerUsername, request.id)}
                aria-describedby={`asked-${request.id}`}
              >
                Answer with a receipt
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <LoadMoreButton pages={asked} />
    </section>
  );
}
