import type { FeedbackRequestStatus } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import { receiptFor, type StoredReceipt } from './receipts';

/** A feedback request as the table keeps it: in its asker's partition, its answers a list of receipt ids. */
export interface StoredFeedbackRequest {
  id: string;
  askerId: string;
  question: string;
  recipients: string[];
  createdAt: string;
  /** When it stops taking answers (ISO time; not the table's TTL attribute: an expired request is listed). */
  closesAt: string;
  answers: string[];
  /** When the asker resent it to those who have not answered (`limits.feedbackRequestReminder.resendsMax`). */
  resentAt?: string | null;
}

/** A request as one of its chosen contacts was sent it: who asks, and what. */
export interface StoredRequestForMe {
  id: string;
  recipientId: string;
  askerId: string;
  askerName: string;
  askerUsername: string;
  question: string;
  createdAt: string;
  closesAt: string;
  /** When its reminder is due (`limits.feedbackRequestReminder.afterDays` on); none on a copy made before. */
  remindAt?: string;
  /** The three days' reminder went (once), and the asker's resend reached this copy (once). */
  reminded?: boolean;
  resent?: boolean;
  /** When either reminder last reached the member, for their "Asked of you". */
  remindedAt?: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A request made at `createdAt` takes answers for `limits.feedbackRequestDays` days. */
export const closesAtFor = (createdAt: Date) =>
  new Date(createdAt.getTime() + limits.feedbackRequestDays * dayMs).toISOString();

/** When the chosen contacts of a request made at `createdAt` are reminded of it, if they have not answered. */
export const remindAtFor = (createdAt: Date) =>
  new Date(createdAt.getTime() + limits.feedbackRequestReminder.afterDays * dayMs).toISOString();

export const isExpired = (request: Pick<StoredFeedbackRequest, 'closesAt'>, now: Date) =>
  request.closesAt <= now.toISOString();

export const isFull = (request: Pick<StoredFeedbackRequest, 'answers'>) =>
  request.answers.length >= limits.feedbackRequestAnswersMax;

/** Answered once any answer is in; otherwise open until it closes, then expired. */
export function statusOf(
  request: Pick<StoredFeedbackRequest, 'closesAt'>,
  answerCount: number,
  now: Date,
): FeedbackRequestStatus {
  if (answerCount > 0) return 'answered';
  return isExpired(request, now) ? 'expired' : 'open';
}

/**
 * Whether an anonymous answer is tied to the request: one sent to `limits.anonymitySetMin` people or more,
 * or a link's once that many have answered it (this answer one of them). Below that, the answer reaches the
 * asker as an ordinary anonymous receipt, and nothing of the request moves.
 */
export const linksAnonymousAnswers = (request: Pick<StoredFeedbackRequest, 'recipients' | 'answers'>) =>
  request.recipients.length >= limits.anonymitySetMin ||
  (request.recipients.length === 0 && request.answers.length >= limits.anonymitySetMin - 1);

/** Why a receipt may not answer a request: unknown (or not the recipient's), past its time, or full. */
export function answerRefusal(request: StoredFeedbackRequest | null, now: Date) {
  if (!request) return 'feedbackRequestNotFound' as const;
  if (isExpired(request, now)) return 'feedbackRequestExpired' as const;
  if (isFull(request)) return 'feedbackRequestFull' as const;
  return null;
}

/**
 * The request as its asker reads it. An anonymous answer names no one, and is there only once delivered. The
 * chosen contacts are named by `names`, their names now (`memberNames`): one who has left is "A contact".
 */
export function requestView(
  request: StoredFeedbackRequest,
  answers: StoredReceipt[],
  now: Date,
  names: ReadonlyMap<string, string>,
): FeedbackRequest {
  return {
    id: request.id,
    question: request.question,
    recipients: request.recipients,
    asked: request.recipients.map((userId) => ({
      userId,
      name: names.get(userId) ?? messages.feedbackAskedContact,
    })),
    status: statusOf(request, answers.length, now),
    createdAt: request.createdAt,
    expiresAt: request.closesAt,
    answers: [...answers]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((receipt) => ({
        receiptId: receipt.id,
        giverName: receipt.anonymous ? messages.feedbackAnswerAnonymous : receipt.senderName,
        anonymous: receipt.anonymous,
        answeredAt: receipt.createdAt,
        receipt: receiptFor(receipt, request.askerId),
      })),
    resentAt: request.resentAt ?? null,
  };
}
