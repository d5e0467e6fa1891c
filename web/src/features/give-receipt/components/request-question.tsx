import type { FeedbackRequestForGiver } from '@contract/schemas/feedback-requests';
import { feedbackRequestParam } from '@contract/site-paths';
import { type RefObject, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { useFeedbackRequestForGiver } from '@/lib/feedback-requests';
import type { AnsweredRequest } from '../api/create-receipt';
import './request-question.css';

interface RequestFromLink {
  requestId: string | null;
  read: RefObject<FeedbackRequestForGiver | null>;
  /** Which request a receipt to this recipient answers: the link's, while its asker is the one chosen. */
  answered: AnsweredRequest;
}

/** The feedback request a give link names (`?request=`), for the send to answer it. */
export function useRequestFromLink(): RequestFromLink {
  const [params] = useSearchParams();
  const read = useRef<FeedbackRequestForGiver | null>(null);
  const answered = useCallback<AnsweredRequest>(
    (recipientId) => (read.current?.askerId === recipientId ? read.current.id : undefined),
    [],
  );
  return { requestId: params.get(feedbackRequestParam), read, answered };
}

/**
 * The asker's question, above the form, once the asker is the chosen recipient; or why the request can no
 * longer be answered (a receipt may still be given).
 */
export function RequestQuestion({ link, askerId }: { link: RequestFromLink; askerId: string | undefined }) {
  const asked = useFeedbackRequestForGiver(askerId, link.requestId);
  link.read.current = asked.data ?? null;
  if (!link.requestId || !askerId) return null;
  if (asked.isError) return <ErrorBanner message={asked.error.message} />;
  if (!asked.data) return null;
  return (
    <figure className="request-question" aria-labelledby="request-question-by">
      <figcaption id="request-question-by" className="muted small">
        {asked.data.askerName} asks
      </figcaption>
      <blockquote className="request-question-text">{asked.data.question}</blockquote>
    </figure>
  );
}
