import { limits } from '@contract/limits';
import type { AppliedLimit } from '../../domain/account-limits';
import type { StoredFeedbackRequest, StoredRequestForMe } from '../../domain/feedback-requests';
import { itemKeyText } from '../../domain/item-key';
import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, type TableWrite, table, transact } from '../platform/table';
import type { ProfileItem } from '../profiles/profiles';
import { memberLimitedWrite } from '../shared/account-limits';
import { toStoredReceipt } from '../shared/receipt-item';
import { requestForMeWrite } from './requests-for-me';

export const requestOf = (item: Record<string, unknown>): StoredFeedbackRequest => ({
  id: String(item.id),
  askerId: String(item.askerId),
  question: String(item.question),
  recipients: (item.recipients as string[] | undefined) ?? [],
  createdAt: String(item.createdAt),
  closesAt: String(item.closesAt),
  answers: (item.answers as string[] | undefined) ?? [],
  resentAt: item.resentAt ? String(item.resentAt) : null,
});

/**
 * Stores a new request with one taken from the asker's daily limit, and its copy in each chosen contact's
 * list, in one transaction that also checks the asker has a profile.
 */
export async function saveFeedbackRequest(
  request: StoredFeedbackRequest,
  now: Date,
  sentTo: readonly StoredRequestForMe[] = [],
): Promise<'saved' | 'noProfile' | AppliedLimit> {
  const { limit, writes } = memberLimitedWrite('feedbackRequestsPerDay', request.askerId, now);
  const { failed } = await transact({
    ...writes,
    request: {
      Put: {
        Item: { ...keys.feedbackRequest(request.askerId, request.id), entity: 'feedbackRequest', ...request },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    sentTo: sentTo.map(requestForMeWrite),
  });
  if (failed.has('profile')) return 'noProfile';
  if (failed.has('limit') && limit) return limit;
  if (failed.size) throw new Error(`saveFeedbackRequest: failed ${[...failed].join(', ')}`);
  return 'saved';
}

export async function getFeedbackRequest(askerId: string, requestId: string) {
  const item = await table.get({ Key: keys.feedbackRequest(askerId, requestId), ConsistentRead: true });
  return item ? requestOf(item) : null;
}

/**
 * What a would-be giver's read needs, in one request: the request, its asker's profile, whether the asker's
 * account has ended, and whether the asker blocked the giver (either kind of block).
 */
export async function readForGiver(askerId: string, requestId: string, giverId: string) {
  const request = keys.feedbackRequest(askerId, requestId);
  const profile = keys.profile(askerId);
  const ended = keys.deletion(askerId);
  const guards = [keys.blockGuard(askerId, giverId, 'anonymous'), keys.blockGuard(askerId, giverId, 'named')];
  const found = new Map(
    (await batchGet<{ PK: string; SK: string }>([request, profile, ended, ...guards])).map((item) => [
      itemKeyText(item),
      item,
    ]),
  );
  const requestItem = found.get(itemKeyText(request));
  return {
    request: requestItem ? requestOf(requestItem) : null,
    asker: (found.get(itemKeyText(profile)) as ProfileItem | undefined) ?? null,
    askerEnded: found.has(itemKeyText(ended)),
    blocked: guards.some((guard) => found.has(itemKeyText(guard))),
  };
}

/** The condition a request takes an answer on: still open, and not full. */
const openCondition = (now: Date) => ({
  ConditionExpression: 'attribute_exists(PK) AND closesAt > :now AND size(answers) < :max',
  ExpressionAttributeValues: { ':now': now.toISOString(), ':max': limits.feedbackRequestAnswersMax },
});

/** A named receipt's answer, in its send's transaction: appended while the request is open and not full. */
export const answerWrite = (askerId: string, requestId: string, receiptId: string, now: Date): TableWrite => {
  const condition = openCondition(now);
  return {
    Update: {
      Key: keys.feedbackRequest(askerId, requestId),
      UpdateExpression: 'SET answers = list_append(answers, :answer)',
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':answer': [receiptId] },
    },
  };
};

/**
 * An anonymous receipt's send checks the request is open, and writes nothing to it: the answer is appended
 * when the receipt is delivered (`deliveredAnswerWrite`), so the asker never learns when it was written.
 */
export const answerCheck = (askerId: string, requestId: string, now: Date): TableWrite => ({
  ConditionCheck: { Key: keys.feedbackRequest(askerId, requestId), ...openCondition(now) },
});

/** The delivered anonymous receipt's answer, in the delivery's transaction (the request may have closed since). */
export const deliveredAnswerWrite = (askerId: string, requestId: string, receiptId: string): TableWrite => ({
  Update: {
    Key: keys.feedbackRequest(askerId, requestId),
    UpdateExpression: 'SET answers = list_append(answers, :answer)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':answer': [receiptId] },
  },
});

/**
 * A page of the asker's requests, newest first, each with the answers still in their hub (one batch read):
 * an answer withheld (a block, a report) or removed is not listed.
 */
export async function pageOfFeedbackRequests(askerId: string, cursor: string | undefined, limit: number) {
  const page = await pageOfMemberList(
    {
      name: 'feedbackRequests',
      userId: askerId,
      prefix: keys.prefixes.feedbackRequest,
      query: queries.feedbackRequests(askerId),
    },
    cursor,
    limit,
    'newestFirst',
  );
  return { items: await withAnswers(askerId, page.items.map(requestOf)), cursor: page.cursor };
}

/** The requests with the answers still in the asker's hub, in one batch read. */
async function withAnswers(askerId: string, requests: StoredFeedbackRequest[]) {
  const answerKeys = requests.flatMap((r) => r.answers.map((id) => keys.receipt(askerId, id)));
  const receipts = await batchGet(answerKeys);
  const byId = new Map<string, StoredReceipt>(
    receipts.map((item) => [String(item.id), toStoredReceipt(item)]),
  );
  return requests.map((request) => ({
    request,
    answers: request.answers.flatMap((id) => {
      const receipt = byId.get(id);
      return receipt ? [receipt] : [];
    }),
  }));
}

/** One of the asker's requests as their list shows it, or null. */
export async function requestWithAnswers(askerId: string, requestId: string) {
  const request = await getFeedbackRequest(askerId, requestId);
  return request ? ((await withAnswers(askerId, [request]))[0] ?? null) : null;
}

/** Marks the request resent, once and while open: false when it was resent before, or has closed. */
export async function markResent(askerId: string, requestId: string, now: Date) {
  const { failed } = await transact({
    request: {
      Update: {
        Key: keys.feedbackRequest(askerId, requestId),
        UpdateExpression: 'SET resentAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(resentAt) AND closesAt > :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      },
    },
  });
  return failed.size === 0;
}
