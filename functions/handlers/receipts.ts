import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { myGoalsOf } from '../domain/goals';
import { harshnessOf } from '../domain/harshness';
import { receiptFor, searchTextOf } from '../domain/receipts';
import { createApiHandler } from '../http/api-handler';
import { badRequest, conflict, forbidden, notFound, profileRequired } from '../http/errors';
import { limitReached } from '../http/limit-refusal';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { giveBackToLimit, limitOf, memberSubject, takeFromLimit } from '../store/account/account-limits';
import { readDashboard } from '../store/dashboard/dashboard';
import { getProfile } from '../store/profiles/profiles';
import { latestGoalLinked } from '../store/receipts/goal-links';
import { listReceipts } from '../store/receipts/receipt-lists';
import { setReceiptHidden } from '../store/receipts/receipt-visibility';
import { editReceiptText, findReceiptOf, markReceiptOpened } from '../store/receipts/receipts';
import { thankFor } from '../store/receipts/thanks';
import { blockSenderOf, listBlocks, unblock } from '../store/safety/blocks';
import { reportReceipt } from '../store/safety/reports';

/**
 * The hub's list, the goals page, the recipient's one edit, hiding, blocking and reporting: DynamoDB only (sending a receipt is in
 * media.ts).
 */

/** A recipient-only action on a receipt not in the caller's hub: the sender is told why, anyone else 404. */
async function notTheRecipient(callerId: string, receiptId: string) {
  const sent = await findReceiptOf(callerId, receiptId);
  return sent ? forbidden(messages.onlyRecipientCanDoThis) : notFound(messages.receiptNotFound);
}

export const handler = createApiHandler('receipts', {
  listReceipts: async ({ caller, query }) => {
    const page = await listReceipts(
      caller.userId,
      query.box,
      query.cursor,
      query.limit ?? limits.pageSizeDefault,
      {
        category: query.category,
        q: query.q ? searchTextOf(query.q) : undefined,
      },
    );
    return { items: page.items.map((r) => receiptFor(r, caller.userId)), cursor: page.cursor };
  },

  /** The goals page: the caller's goals, their linked receipts per month and the latest few. */
  getMyGoals: async ({ caller }) => {
    const profile = await getProfile(caller.userId);
    if (!profile) throw profileRequired();
    const latest = await latestGoalLinked(caller.userId, profile.goalTags);
    return myGoalsOf(profile, latest, new Date());
  },

  /** Only the recipient edits, once (SPEC §4, §6). Anyone else finds no such receipt. */
  /** Only the recipient; a slur or a threat in the line is refused, as in a receipt. */
  thankForReceipt: async ({ caller, params, body }) => {
    if (harshnessOf(body.line) === 'refused') throw badRequest(messages.thanksLineRefused);
    const outcome = await thankFor(caller.userId, params.receiptId, body, new Date().toISOString());
    if (outcome.kind === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
    if (outcome.kind === 'changedOnce') throw conflict(messages.thanksChangedOnce);
    return receiptFor(outcome.receipt, caller.userId);
  },

  editReceipt: async ({ caller, params, body }) => {
    const outcome = await editReceiptText(
      caller.userId,
      params.receiptId,
      body.receiptText,
      new Date().toISOString(),
    );
    if (outcome.kind === 'notFound') throw notFound(messages.receiptNotFound);
    if (outcome.kind === 'alreadyEdited') throw conflict(messages.receiptEditedOnce);
    return receiptFor(outcome.receipt, caller.userId);
  },

  /** Only the recipient: the sender is told why not, anyone else finds no such receipt. */
  setReceiptVisibility: async ({ caller, params, body }) => {
    const outcome = await setReceiptHidden(
      caller.userId,
      params.receiptId,
      body.hidden,
      new Date().toISOString(),
    );
    if (outcome.kind === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
    return receiptFor(outcome.receipt, caller.userId);
  },

  blockSender: async ({ caller, params }) => {
    const blocked = await blockSenderOf(caller.userId, params.receiptId, new Date().toISOString());
    if (!blocked) throw await notTheRecipient(caller.userId, params.receiptId);
    countMetric(businessMetrics.sendersBlocked);
    return {};
  },

  /** Only the recipient; reporting again answers the same and changes nothing. */
  /**
   * The reports-a-day limit is taken first (one conditional write: a refused report reads nothing) and
   * given back when the report changed nothing (reported already, or not the caller's receipt).
   */
  reportReceipt: async ({ caller, params, body }) => {
    const now = new Date();
    const limit = limitOf('reportsPerDay');
    const subject = memberSubject(caller.userId);
    if (limit && !(await takeFromLimit(limit, subject, now))) throw limitReached(limit, now);
    const outcome = await reportReceipt(caller.userId, params.receiptId, body, now.toISOString());
    if (outcome === 'reported') countMetric(businessMetrics.receiptsReported);
    else if (limit) await giveBackToLimit(limit, subject, now);
    if (outcome === 'notFound') throw await notTheRecipient(caller.userId, params.receiptId);
    return {};
  },

  listBlocks: async ({ caller, query }) =>
    listBlocks(caller.userId, query.cursor, query.limit ?? limits.pageSizeDefault),

  unblock: async ({ caller, params }) => {
    if (!(await unblock(caller.userId, params.blockId))) throw notFound(messages.blockNotFound);
    return {};
  },

  /** The caller's growth figures, from the aggregates the stream keeps (store/dashboard.ts). */
  getDashboard: async ({ caller }) => readDashboard(caller.userId, new Date()),

  markReceiptOpened: async ({ caller, params }) => {
    if (!(await markReceiptOpened(caller.userId, params.receiptId, new Date().toISOString())))
      throw notFound(messages.receiptNotFound);
    return {};
  },
});
