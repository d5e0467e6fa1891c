import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { ulid } from 'ulid';
import {
  closesAtFor,
  isExpired,
  isFull,
  remindAtFor,
  requestView,
  type StoredFeedbackRequest,
  type StoredRequestForMe,
} from '../../domain/feedback-requests';
import { harshnessOf } from '../../domain/harshness';
import type { Operation } from '../../http/api-handler';
import { badRequest, HttpError, profileRequired } from '../../http/errors';
import { limitReached } from '../../http/limit-refusal';
import { isInAddressBookOf } from '../../store/members/contacts';
import { memberNames } from '../../store/members/user-directory';
import { getProfile } from '../../store/profiles/profiles';
import {
  markResent,
  pageOfFeedbackRequests,
  readForGiver,
  requestWithAnswers,
  saveFeedbackRequest,
} from '../../store/receipts/feedback-requests';
import { reachableMembers } from '../../store/receipts/follow-ups';
import { resendToUnanswered } from '../../store/receipts/request-reminders';
import { pageOfRequestsForMe } from '../../store/receipts/requests-for-me';

/**
 * The request's copy for each chosen contact's "Asked of you" list; a pair blocked either way (or an account
 * being deleted) gets none, and the asker is not told (their request lists every contact they chose).
 */
async function sentToContacts(request: StoredFeedbackRequest): Promise<StoredRequestForMe[]> {
  if (!request.recipients.length) return [];
  const [asker, reachable] = await Promise.all([
    getProfile(request.askerId),
    reachableMembers(request.askerId, request.recipients),
  ]);
  if (!asker) return [];
  return reachable.map((recipientId) => ({
    id: request.id,
    recipientId,
    askerId: request.askerId,
    askerName: asker.fullName || asker.username,
    askerUsername: asker.username,
    question: request.question,
    createdAt: request.createdAt,
    closesAt: request.closesAt,
    remindAt: remindAtFor(new Date(request.createdAt)),
    reminded: false,
  }));
}

export const createFeedbackRequest: Operation<'createFeedbackRequest'> = async ({ caller, body }) => {
  if ((await harshnessOf(body.question)) === 'refused') throw badRequest(messages.feedbackQuestionRefused);
  const inBook = await Promise.all(body.recipients.map((id) => isInAddressBookOf(caller.userId, id)));
  if (inBook.includes(false)) throw badRequest(messages.feedbackRecipientNotContact);
  const now = new Date();
  const request: StoredFeedbackRequest = {
    id: ulid(now.getTime()),
    askerId: caller.userId,
    question: body.question,
    recipients: body.recipients,
    createdAt: now.toISOString(),
    closesAt: closesAtFor(now),
    answers: [],
  };
  const saved = await saveFeedbackRequest(request, now, await sentToContacts(request));
  if (saved === 'noProfile') throw profileRequired();
  if (saved !== 'saved') throw limitReached(saved, now);
  return requestView(request, [], now, await memberNames(request.recipients));
};

export const listFeedbackRequests: Operation<'listFeedbackRequests'> = async ({ caller, query }) => {
  const page = await pageOfFeedbackRequests(
    caller.userId,
    query.cursor,
    query.limit ?? limits.pageSizeDefault,
  );
  const now = new Date();
  const names = await memberNames(page.items.flatMap(({ request }) => request.recipients));
  return {
    items: page.items.map(({ request, answers }) => requestView(request, answers, now, names)),
    cursor: page.cursor,
  };
};

export const listFeedbackRequestsForMe: Operation<'listFeedbackRequestsForMe'> = async ({
  caller,
  query,
}) => {
  const page = await pageOfRequestsForMe(
    caller.userId,
    query.cursor,
    query.limit ?? limits.pageSizeDefault,
    new Date(),
  );
  return {
    items: page.items.map((sent) => ({
      id: sent.id,
      askerId: sent.askerId,
      askerName: sent.askerName,
      askerUsername: sent.askerUsername,
      question: sent.question,
      createdAt: sent.createdAt,
      expiresAt: sent.closesAt,
      remindedAt: sent.remindedAt ?? null,
    })),
    cursor: page.cursor,
  };
};

const requestNotFound = () =>
  new HttpError(404, errorCodes.feedbackRequestNotFound, messages.feedbackRequestNotFound);
const requestClosed = (message: string) => new HttpError(409, errorCodes.feedbackRequestClosed, message);
const requestResent = () =>
  new HttpError(409, errorCodes.feedbackRequestResent, messages.feedbackRequestAlreadyResent);

/**
 * The asker reminds, once, those they chose who have not answered. Whoever that is (everyone, or no one),
 * the answer is the same: the request as listed, now resent.
 */
export const resendFeedbackRequest: Operation<'resendFeedbackRequest'> = async ({ caller, params }) => {
  const found = await requestWithAnswers(caller.userId, params.requestId);
  if (!found) throw requestNotFound();
  const now = new Date();
  if (found.request.resentAt) throw requestResent();
  if (isExpired(found.request, now)) throw requestClosed(messages.feedbackRequestExpired);
  if (!found.request.recipients.length) throw badRequest(messages.feedbackRequestNotSent);
  await resendToUnanswered(caller.userId, found.request.id, found.request.recipients, now);
  if (!(await markResent(caller.userId, found.request.id, now))) {
    const again = await requestWithAnswers(caller.userId, params.requestId);
    if (!again || isExpired(again.request, new Date())) throw requestClosed(messages.feedbackRequestExpired);
    throw requestResent();
  }
  const names = await memberNames(found.request.recipients);
  return requestView({ ...found.request, resentAt: now.toISOString() }, found.answers, now, names);
};

/**
 * An open request as a giver reads it. Whether the asker blocked the caller is never told: that answers
 * as an unknown id does, and so does an ended account's request.
 */
export const getFeedbackRequest: Operation<'getFeedbackRequest'> = async ({ caller, params }) => {
  const found = await readForGiver(params.userId, params.requestId, caller.userId);
  if (!found.request || !found.asker || found.askerEnded || found.blocked) throw requestNotFound();
  if (isExpired(found.request, new Date())) throw requestClosed(messages.feedbackRequestExpired);
  if (isFull(found.request)) throw requestClosed(messages.feedbackRequestFull);
  return {
    id: found.request.id,
    askerId: found.request.askerId,
    askerName: found.asker.fullName || found.asker.username,
    question: found.request.question,
    expiresAt: found.request.closesAt,
  };
};
