import { voiceMedia } from '../../domain/media-types';
import type { StoredReceipt } from '../../domain/receipts';
import { deleteMedia, rewriteMedia } from '../media/media';
import { deliversAnonymousFrom } from '../members/anonymous-senders';
import { settleAll } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { type Item, ifConditionHolds, table, transact } from '../platform/table';
import { receivedCounterWrite, takenBackWrites } from '../profiles/counters';
import { getProfile } from '../profiles/profiles';
import { withheldFor, withheldItem } from '../safety/withheld-receipts';
import { limitCounterWrite, limitOf, memberSubject } from '../shared/account-limits';
import { receiptItem, toStoredReceipt, withoutHubKeys } from '../shared/receipt-item';
import { deliveredAnswerWrite } from './feedback-requests';
import { deliverHeldAnswer, heldAnswersOf, isHeldFollowUpAnswer } from './follow-up-delivery';

/** A receipt on its way: anonymous, with the time it delivers. */
export type HeldReceipt = StoredReceipt & { deliversAt: string };

/**
 * The table item of a held receipt: its recipient's partition under HELD#, the sender's index keys (their
 * sent list shows it), the deliveries index, and no key any read of the recipient's uses.
 */
export function heldReceiptItem(receipt: HeldReceipt, requestId: string | null = null) {
  return {
    ...withoutHubKeys(receiptItem(receipt)),
    ...keys.heldReceipt(receipt.recipientId, receipt.id),
    ...keys.deliveryIndex(receipt.deliversAt, receipt.id),
    entity: 'heldReceipt',
    // The feedback request it answers: the answer is linked when it is delivered, never before.
    ...(requestId ? { answersRequest: requestId } : {}),
  };
}

/**
 * What one delivery came to: in the hub, withheld unseen (a block, a giver outside the address book), postponed
 * to the next day's delivery (the recipient's anonymous ceiling for the day was reached), or neither.
 */
export type DeliveryOutcome = 'delivered' | 'withheld' | 'postponed' | 'gone';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The recipient's anonymous receipts a day, from every giver together, counted as each arrives in the hub
 * (contract/account-limits.ts): never at a send, so no giver can read it or fill it with receipts taken back.
 */
function ceilingWrite(recipientId: string, now: Date) {
  const ceiling = limitOf('anonymousReceiptsToOneMemberPerDay');
  return ceiling && limitCounterWrite(ceiling, memberSubject(recipientId, 'anonymous'), now);
}

/** A receipt past the ceiling waits a day, and arrives dated then: nothing of it says it waited. */
async function postpone(receipt: StoredReceipt, deliversAt: string): Promise<DeliveryOutcome> {
  const next = new Date(Date.parse(deliversAt) + dayMs).toISOString();
  // Its place in the deliveries index moves with it (the index's attributes, as keys.ts names them).
  const index = Object.entries(keys.deliveryIndex(next, receipt.id));
  const moved = await ifConditionHolds(
    table.update({
      Key: keys.heldReceipt(receipt.recipientId, receipt.id),
      UpdateExpression: `SET deliversAt = :next, createdAt = :next, updatedAt = :next, ${index
        .map((_, i) => `#index${i} = :index${i}`)
        .join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(index.map(([name], i) => [`#index${i}`, name])),
      ExpressionAttributeValues: {
        ':next': next,
        ...Object.fromEntries(index.map(([, value], i) => [`:index${i}`, value])),
      },
    }),
  );
  return moved ? 'postponed' : 'gone';
}

const attempts = 3;

/** The block the recipient made against this sender's anonymous receipts, if any (read strongly). */
async function anonymousBlockOf(recipientId: string, senderId: string) {
  const guard = await table.get({
    Key: keys.blockGuard(recipientId, senderId, 'anonymous'),
    ConsistentRead: true,
  });
  return guard ? String(guard.blockId) : null;
}

/**
 * Delivers one held receipt (or a held follow-up answer, which the deliveries index lists beside them),
 * exactly once however many runs race: the HELD# item is deleted in the same transaction that writes the
 * hub item and the recipient's counters. It arrives as it will be read: the delivery time is its
 * `createdAt`, and nothing of it says when it was sent. A receipt whose sender the recipient has blocked
 * from anonymous receipts meanwhile, or does not take anonymous receipts from (outside the address book),
 * is withheld unseen: never listed for them, never brought back by an unblock, so it links no receipt to
 * another and tells the giver nothing. A goal the recipient no longer offers is left off. A receipt that
 * answers a feedback request is linked to it in the same transaction (one withheld is not), so the asker
 * sees the answer when the receipt arrives.
 */
export async function deliverHeld(item: Item): Promise<DeliveryOutcome> {
  if (isHeldFollowUpAnswer(item)) return deliverHeldAnswer(item);
  const { deliversAt, ...receipt } = toStoredReceipt(item);
  let delivered: StoredReceipt = receipt;
  let answers = typeof item.answersRequest === 'string' ? item.answersRequest : null;
  // Its voice note was written when it was sent: written again now, it carries the delivery's time.
  if (receipt.voiceRecording) await rewriteMedia(receipt.voiceRecording, voiceMedia);
  const held = {
    Delete: {
      Key: keys.heldReceipt(receipt.recipientId, receipt.id),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
  const recipient = await getProfile(receipt.recipientId);
  const taken = recipient !== null && (await deliversAnonymousFrom(recipient, receipt.senderId));
  for (let attempt = 0; attempt < attempts; attempt++) {
    const blockId = await anonymousBlockOf(receipt.recipientId, receipt.senderId);
    const stopped = blockId !== null || !taken;
    const guard = {
      ConditionCheck: {
        Key: keys.blockGuard(receipt.recipientId, receipt.senderId, 'anonymous'),
        ...(blockId
          ? { ConditionExpression: 'blockId = :block', ExpressionAttributeValues: { ':block': blockId } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    };
    const { failed } = await transact(
      stopped
        ? {
            held,
            guard,
            receipt: {
              Put: {
                Item: withheldItem(delivered, withheldFor.unseen(receipt.id)),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            recipientCounters: null,
            answer: null,
            ceiling: null,
          }
        : {
            held,
            guard,
            receipt: {
              Put: { Item: receiptItem(delivered), ConditionExpression: 'attribute_not_exists(PK)' },
            },
            recipientCounters: receivedCounterWrite(delivered),
            answer: answers ? deliveredAnswerWrite(receipt.recipientId, answers, receipt.id) : null,
            // Counted in the day it is due, so a run that delivers what is held "each at its own time"
            // (`all`) counts each day apart, and a receipt it postpones is due on a day with room.
            ceiling: ceilingWrite(receipt.recipientId, new Date(deliversAt ?? receipt.createdAt)),
          },
    );
    if (!failed.size) return stopped ? 'withheld' : 'delivered';
    if (failed.has('held')) return 'gone';
    if (failed.has('ceiling')) return postpone(receipt, deliversAt ?? receipt.createdAt);
    // The request is gone (its asker's account is being deleted): the receipt arrives all the same.
    if (failed.has('answer')) answers = null;
    if (failed.has('recipientCounters')) {
      // The recipient's profile is gone (their deletion removes what is held), or the goal is.
      if (!delivered.goal) return 'gone';
      const { goal: _goal, ...withoutGoal } = delivered;
      delivered = withoutGoal;
    }
  }
  throw new Error(`deliverHeld: receipt ${receipt.id} kept changing under its delivery`);
}

/**
 * Delivers every held receipt due at `now` (with `all`, every held one, as each one's time would), until
 * none is left or time runs out. Delivered ones leave the query; the index may list one a moment longer,
 * which its delivery then finds gone.
 */
export async function deliverDue(now: string, all: boolean, hasTime: () => boolean) {
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, withheld: 0, postponed: 0, gone: 0 };
  const outcome = await settleAll(queries.dueDeliveries(all ? '\uffff' : now), hasTime, async (item) => {
    counts[await deliverHeld(item)] += 1;
  });
  return { ...counts, finished: outcome === 'done' };
}

/**
 * `deliverDue` for one member's held receipts only: on a local stack that tests share, a run for everyone
 * would deliver what other tests are watching held.
 */
export async function deliverDueTo(recipientId: string, now: string, all: boolean) {
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, withheld: 0, postponed: 0, gone: 0 };
  const { Items = [] } = await table.query({ ...queries.held(recipientId), ConsistentRead: true });
  for (const item of [...Items, ...(await heldAnswersOf(recipientId))]) {
    if (all || String(item.deliversAt) <= now) counts[await deliverHeld(item)] += 1;
  }
  return { ...counts, finished: true };
}

async function sentItem(senderId: string, receiptId: string) {
  const found = await table.query({ ...queries.sentReceipt(senderId, receiptId), Limit: 1 });
  return found.Items?.[0];
}

export type TakeBackOutcome = 'takenBack' | 'delivered' | 'notFound';

/**
 * The sender takes back a receipt still held: it is deleted with their counters given back, as if never
 * sent (its limits stay spent). One already delivered stays.
 */
export async function takeBackHeld(senderId: string, receiptId: string): Promise<TakeBackOutcome> {
  const item = await sentItem(senderId, receiptId);
  if (!item) return 'notFound';
  if (!keyReaders.isHeld(item.SK)) return 'delivered';
  const receipt = toStoredReceipt(item);
  const { failed } = await transact({
    held: {
      Delete: {
        Key: keys.heldReceipt(receipt.recipientId, receipt.id),
        ConditionExpression: 'attribute_exists(PK) AND senderId = :me',
        ExpressionAttributeValues: { ':me': senderId },
      },
    },
    ...takenBackWrites(receipt),
  });
  // Delivered or taken back between the read and the delete.
  if (failed.size) {
    const now = await sentItem(senderId, receiptId);
    return now && !keyReaders.isHeld(now.SK) ? 'delivered' : 'notFound';
  }
  if (receipt.voiceRecording) await deleteMedia(receipt.voiceRecording);
  return 'takenBack';
}
