import type { AppliedLimit } from '../../domain/account-limits';
import { itemKeyText } from '../../domain/item-key';
import { type StoredReceipt, searchTextOf } from '../../domain/receipts';
import { claimUploadWrite } from '../media/uploads';
import { getProfiles } from '../members/user-directory';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { ifConditionHolds, table, transact } from '../platform/table';
import { givenCounterWrites, recipientTakesCheck, sendCounterWrites } from '../profiles/counters';
import type { ProfileItem } from '../profiles/profiles';
import { notBlockedChecks } from '../safety/blocks';
import { reviewItem } from '../safety/held-for-review';
import { limitCounterWrite, limitOf, memberSubject, readWithLimits } from '../shared/account-limits';
import { receiptItem, toStoredReceipt } from '../shared/receipt-item';
import { answerCheck, answerWrite } from './feedback-requests';
import { type HeldReceipt, heldReceiptItem } from './held-receipts';
import { answeredForMeWrite } from './requests-for-me';

const isHeld = (receipt: StoredReceipt): receipt is HeldReceipt => receipt.deliversAt !== undefined;

export type SaveOutcome =
  | { kind: 'created'; receipt: StoredReceipt }
  | { kind: 'repeat'; receiptId: string }
  | { kind: 'noRecipient' }
  /** The linked goal is no longer one of the recipient's public goals (they changed them meanwhile). */
  | { kind: 'goalNotOffered' }
  | { kind: 'uploadUsed' }
  | { kind: 'notDelivered' }
  /** The feedback request it answers closed (expired, full) or is gone. */
  | { kind: 'requestClosed' }
  | { kind: 'limitReached'; limit: AppliedLimit };

/**
 * The limits a send counts against, each the sender's own: their receipts a day, a day's receipts to this
 * recipient and, for an anonymous receipt, a day's anonymous ones to this recipient. None counts anyone
 * else's sends, so a refusal says nothing about other givers (the recipient's ceiling is counted at
 * delivery: held-receipts.ts).
 */
export function sendLimits(senderId: string, recipientId: string, anonymous: boolean) {
  const daily = limitOf('receiptsPerDay');
  const toRecipient = limitOf('receiptsToOneRecipientPerDay');
  const anonymousToRecipient = anonymous ? limitOf('anonymousReceiptsFromOneGiverPerDay') : null;
  return {
    daily: daily ? { limit: daily, subject: memberSubject(senderId) } : null,
    toRecipient: toRecipient ? { limit: toRecipient, subject: memberSubject(senderId, recipientId) } : null,
    anonymousToRecipient: anonymousToRecipient
      ? { limit: anonymousToRecipient, subject: memberSubject(senderId, `${recipientId}#anonymous`) }
      : null,
  };
}

/**
 * What a send reads before it writes, in one request: both profiles, whether the recipient's account has ended
 * (disabled, or its deletion begun: it gets nothing more), and the first of the sender's send limits already
 * used up (`reachedLimit`'s shortcut).
 */
export async function readForSend(senderId: string, recipientId: string, anonymous: boolean, now: Date) {
  const { daily, toRecipient, anonymousToRecipient } = sendLimits(senderId, recipientId, anonymous);
  const recipientEnd = keys.deletion(recipientId);
  const { reached, others } = await readWithLimits<ProfileItem & { PK: string; SK: string }>(
    [daily, toRecipient, anonymousToRecipient].filter((check) => check !== null),
    now,
    [keys.profile(senderId), keys.profile(recipientId), recipientEnd],
  );
  const isEnd = (item: { PK: string; SK: string }) => itemKeyText(item) === itemKeyText(recipientEnd);
  return {
    reached,
    recipientEnded: others.some(isEnd),
    profiles: new Map(others.filter((item) => !isEnd(item)).map((item) => [item.userId, item])),
  };
}

/**
 * Writes the receipt, its idempotency record and both parties' counters in one transaction: a retried
 * or double-clicked submit (same client request id) creates one receipt, and counters never drift.
 * A voice note's upload record is used up in the same transaction, so a file belongs to one receipt, and
 * the recipient's block guards are checked in it (a block and a send cannot both half-happen).
 * An anonymous receipt is also counted in the sender's `sentAnonymously`, which the public "given"
 * count leaves out: a figure others can watch must not move when an anonymous receipt is delivered.
 * The sender's limits (`sendLimits`) are taken in it too, so concurrent sends never pass them; a repeat
 * of a stored request is answered as a repeat, never refused by a limit. A goal-linked receipt's counters
 * update holds only while the goal is one of the recipient's public goals.
 */
export async function saveReceipt(
  receipt: StoredReceipt,
  clientRequestId: string,
  voiceUploadId: string | null = null,
  now: Date = new Date(receipt.createdAt),
  forReview = false,
  requestId: string | null = null,
  /** Whether the asker will see it as the request's answer (an anonymous one, only in a large enough group). */
  linksAnswer = true,
): Promise<SaveOutcome> {
  const limits = sendLimits(receipt.senderId, receipt.recipientId, receipt.anonymous);
  const held = isHeld(receipt);
  // Held for delivery or for review, it counts for its recipient when it reaches their hub.
  const waits = held || forReview;
  const { failed } = await transact({
    receipt: {
      Put: {
        Item: held
          ? heldReceiptItem(receipt, linksAnswer ? requestId : null)
          : forReview
            ? reviewItem(receipt)
            : receiptItem(receipt),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    request: {
      Put: {
        Item: {
          ...keys.receiptRequest(receipt.senderId, clientRequestId),
          entity: 'receiptRequest',
          receiptId: receipt.id,
          recipientId: receipt.recipientId,
          createdAt: receipt.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...(waits
      ? { ...givenCounterWrites(receipt), recipientCounters: recipientTakesCheck(receipt) }
      : sendCounterWrites(receipt)),
    // Checked here, so a racing block wins cleanly.
    notBlocked: notBlockedChecks(receipt.recipientId, receipt.senderId),
    answer: requestId
      ? held
        ? answerCheck(receipt.recipientId, requestId, now)
        : answerWrite(receipt.recipientId, requestId, receipt.id, now)
      : null,
    answeredForMe: requestId ? answeredForMeWrite(receipt.senderId, requestId) : null,
    voiceUpload: voiceUploadId ? claimUploadWrite(receipt.senderId, voiceUploadId, 'voice') : null,
    dailyLimit: limits.daily && limitCounterWrite(limits.daily.limit, limits.daily.subject, now),
    recipientLimit:
      limits.toRecipient && limitCounterWrite(limits.toRecipient.limit, limits.toRecipient.subject, now),
    anonymousLimit:
      limits.anonymousToRecipient &&
      limitCounterWrite(limits.anonymousToRecipient.limit, limits.anonymousToRecipient.subject, now),
  });
  if (!failed.size) return { kind: 'created', receipt };
  if (failed.has('request')) {
    const previous = await getReceiptRequest(receipt.senderId, clientRequestId);
    if (previous) return { kind: 'repeat', receiptId: previous.receiptId };
  }
  if (failed.has('notBlocked')) return { kind: 'notDelivered' };
  if (failed.has('answer')) return { kind: 'requestClosed' };
  if (failed.has('dailyLimit') && limits.daily) return { kind: 'limitReached', limit: limits.daily.limit };
  if (failed.has('recipientLimit') && limits.toRecipient)
    return { kind: 'limitReached', limit: limits.toRecipient.limit };
  if (failed.has('anonymousLimit') && limits.anonymousToRecipient)
    return { kind: 'limitReached', limit: limits.anonymousToRecipient.limit };
  if (failed.has('voiceUpload')) return { kind: 'uploadUsed' };
  if (failed.has('recipientCounters') && receipt.goal && (await getProfiles([receipt.recipientId])).size)
    return { kind: 'goalNotOffered' };
  if (failed.has('recipientCounters') || failed.has('senderCounters')) return { kind: 'noRecipient' };
  throw new Error(`saveReceipt: the send failed its conditions (${[...failed].join(', ')})`);
}

export async function getReceiptRequest(senderId: string, clientRequestId: string) {
  const item = await table.get({ Key: keys.receiptRequest(senderId, clientRequestId), ConsistentRead: true });
  return item ? { receiptId: item.receiptId as string, recipientId: item.recipientId as string } : null;
}

/** A receipt the caller received (its own partition) or sent (the sent index). */
export async function findReceiptOf(callerId: string, receiptId: string): Promise<StoredReceipt | null> {
  const received = await table.get({ Key: keys.receipt(callerId, receiptId) });
  if (received) return toStoredReceipt(received);
  const sent = await table.query({ ...queries.sentReceipt(callerId, receiptId), Limit: 1 });
  return sent.Items?.[0] ? toStoredReceipt(sent.Items[0]) : null;
}

export type EditOutcome =
  | { kind: 'edited'; receipt: StoredReceipt }
  | { kind: 'notFound' }
  | { kind: 'alreadyEdited' };

/** The recipient's one edit: a conditional update, so of two racing edits exactly one wins. */
export async function editReceiptText(
  recipientId: string,
  receiptId: string,
  text: string,
  now: string,
): Promise<EditOutcome> {
  const edited = await ifConditionHolds(
    table.update({
      Key: keys.receipt(recipientId, receiptId),
      UpdateExpression:
        'SET originalText = receiptText, receiptText = :text, editedAt = :now, updatedAt = :now, searchBody = :lower',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(editedAt)',
      ExpressionAttributeValues: { ':text': text, ':now': now, ':lower': searchTextOf(text) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (edited) return { kind: 'edited', receipt: toStoredReceipt(edited.Attributes ?? {}) };
  const current = await table.get({ Key: keys.receipt(recipientId, receiptId), ConsistentRead: true });
  return current ? { kind: 'alreadyEdited' } : { kind: 'notFound' };
}

/**
 * The recipient opened a receipt: stamps `openedAt` once (later opens keep the first time). The key is the
 * caller's own partition, so only the recipient can mark it; false when there is no such receipt.
 */
export async function markReceiptOpened(
  recipientId: string,
  receiptId: string,
  now: string,
): Promise<boolean> {
  const marked = await ifConditionHolds(
    table.update({
      Key: keys.receipt(recipientId, receiptId),
      UpdateExpression: 'SET openedAt = if_not_exists(openedAt, :now)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
  return marked !== null;
}
