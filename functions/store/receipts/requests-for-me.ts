import type { StoredRequestForMe } from '../../domain/feedback-requests';
import { itemKeyText } from '../../domain/item-key';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, type Item, type TableWrite } from '../platform/table';
import { pairGuards } from './follow-ups';

/** Feedback requests as their chosen contacts were sent them: each contact's "Asked of you" list. */

export const requestForMeOf = (item: Item): StoredRequestForMe => ({
  id: String(item.id),
  recipientId: String(item.recipientId),
  askerId: String(item.askerId),
  askerName: String(item.askerName),
  askerUsername: String(item.askerUsername),
  question: String(item.question),
  createdAt: String(item.createdAt),
  closesAt: String(item.closesAt),
  ...(item.remindAt ? { remindAt: String(item.remindAt) } : {}),
  reminded: item.reminded === true,
  resent: item.resent === true,
  remindedAt: item.remindedAt ? String(item.remindedAt) : null,
});

/**
 * The request in a chosen contact's list, in the transaction that stores the request: on the reminders'
 * index until its reminder is due.
 */
export const requestForMeWrite = (sent: StoredRequestForMe): TableWrite => ({
  Put: {
    Item: {
      ...keys.feedbackRequestForMe(sent.recipientId, sent.id),
      entity: 'requestForMe',
      ...sent,
      ...(sent.remindAt ? keys.requestReminderIndex(sent.remindAt, sent.recipientId, sent.id) : {}),
    },
  },
});

/** Answered: off the giver's list, in the transaction that sends the answering receipt. */
export const answeredForMeWrite = (giverId: string, requestId: string): TableWrite => ({
  Delete: { Key: keys.feedbackRequestForMe(giverId, requestId) },
});

/**
 * A page of the member's open requests, newest first: an expired one is left out by the read, and one
 * whose pair was blocked since (either way) or whose asker's account is ending by one batch read.
 */
export async function pageOfRequestsForMe(
  recipientId: string,
  cursor: string | undefined,
  limit: number,
  now: Date,
) {
  const query = queries.feedbackRequestsForMe(recipientId);
  const page = await pageOfMemberList(
    {
      name: 'feedbackRequestsForMe',
      userId: recipientId,
      prefix: keys.prefixes.feedbackRequestForMe,
      query: {
        ...query,
        FilterExpression: 'closesAt > :now',
        ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':now': now.toISOString() },
      },
    },
    cursor,
    limit,
    'newestFirst',
  );
  const sent = page.items.map(requestForMeOf);
  // One asker's requests share their closers; a batch read takes each key once.
  const askers = [...new Set(sent.map((r) => r.askerId))];
  const closers = askers.flatMap((id) => [keys.deletion(id), ...pairGuards(id, recipientId)]);
  const found = new Set(
    (await batchGet<{ PK: string; SK: string }>(closers, { projection: 'PK, SK' })).map(itemKeyText),
  );
  const open = sent.filter(
    (r) =>
      !found.has(itemKeyText(keys.deletion(r.askerId))) &&
      !pairGuards(r.askerId, recipientId).some((g) => found.has(itemKeyText(g))),
  );
  return { items: open, cursor: page.cursor };
}
