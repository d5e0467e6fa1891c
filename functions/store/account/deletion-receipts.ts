import { formerMemberSender, searchFieldsOf } from '../../domain/receipts';
import { deleteMedia } from '../media/media';
import { firstPage, forEachPage, inBatches, keyOf, settleAll } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchDelete, type Item, ifConditionHolds, table, transact } from '../platform/table';
import { givenBackWrite, sentToDelete } from '../profiles/counters';
import { forgetWaitingMark } from '../receipts/helpful-marks';
import { withheldFor } from '../safety/withheld-receipts';
import { toStoredReceipt } from '../shared/receipt-item';
import { type Step, updateIfThere } from './deletion-step';

/** Account deletion's steps for receipts: those the account received, and those it gave. */

/** The sender's idempotency records of receipts to the deleted account (they name its id). */
async function forgetRequestsTo(senderId: string, recipientId: string) {
  const requests = queries.receiptRequests(senderId);
  await forEachPage(
    {
      ...requests,
      FilterExpression: 'recipientId = :me',
      ExpressionAttributeValues: { ...requests.ExpressionAttributeValues, ':me': recipientId },
    },
    (items) => batchDelete(items.map(keyOf)),
  );
}

/**
 * A received receipt, in the hub, withheld from it (a block, a report) or held for delivery, with its voice
 * note; the sender's counters give it back in the same transaction.
 */
async function deleteReceivedReceipt(item: Item) {
  const receipt = toStoredReceipt(item);
  if (receipt.voiceRecording) await deleteMedia(receipt.voiceRecording);
  const senderKnown = receipt.senderId !== formerMemberSender.senderId;
  // First: once the receipt is gone, a later run would not find it to forget its waiting marks.
  if (senderKnown && receipt.marks) await forgetWaitingMark(receipt.senderId, receipt.recipientId);
  for (const withCounters of senderKnown ? [true, false] : [false]) {
    const { failed } = await transact({
      receipt: { Delete: { Key: keyOf(item), ConditionExpression: 'attribute_exists(PK)' } },
      sentTo: senderKnown ? sentToDelete(receipt.senderId, receipt.recipientId) : null,
      senderCounters: withCounters ? givenBackWrite(receipt) : null,
    });
    // Written, or deleted by an earlier run. Otherwise the sender's profile is gone (their own deletion):
    // delete without their counters.
    if (!failed.size || failed.has('receipt')) break;
  }
}

/** Received receipts (in the hub, withheld, held), their voice notes, and what they left with their senders. */
export const receivedReceipts: Step = async (userId, _marker, hasTime) => {
  const cleaned = new Set<string>();
  for (const box of [queries.received(userId), queries.withheld(userId), queries.held(userId)]) {
    for (;;) {
      if (!hasTime()) return 'more';
      const items = await firstPage(box);
      if (!items.length) break;
      const senders = [...new Set(items.map((item) => String(item.senderId)))].filter(
        (id) => id !== formerMemberSender.senderId && !cleaned.has(id),
      );
      const forgotten = await inBatches(senders, hasTime, (id) =>
        forgetRequestsTo(id, userId).then(() => cleaned.add(id)),
      );
      if (!forgotten || !(await inBatches(items, hasTime, deleteReceivedReceipt))) return 'more';
    }
  }
  return 'done';
};

/**
 * A sent receipt its recipient withheld: the block's guard against the sender goes (there is no sender to
 * stop any more) and its settings row shows "Former member"; a report keeps the content for moderators
 * but not who sent it.
 */
async function forgetSenderOfWithheld(item: Item, userId: string) {
  const reason = withheldFor.of(item);
  if (!reason) return;
  const { kind, id } = reason;
  const recipientId = String(item.recipientId);
  if (kind === 'block') {
    await table.delete({ Key: keys.blockGuard(recipientId, userId, item.anonymous ? 'anonymous' : 'named') });
    await updateIfThere(keys.blockEntry(recipientId, id), {
      expression: item.anonymous ? 'SET senderId = :former' : 'SET senderId = :former, #name = :name',
      ...(item.anonymous ? {} : { names: { '#name': 'name' } }),
      values: {
        ':former': formerMemberSender.senderId,
        ...(item.anonymous ? {} : { ':name': formerMemberSender.senderName }),
      },
    });
  }
  if (kind === 'report') await updateIfThere(keys.report(id), { expression: 'REMOVE senderId' });
}

/** Receipts given to others stay with their recipients, from "Former member", out of the sender's indexes. */
async function detachSentReceipt(item: Item, userId: string) {
  const receipt = { ...toStoredReceipt(item), ...formerMemberSender };
  await forgetSenderOfWithheld(item, userId);
  await ifConditionHolds(
    table.update({
      // Its own key: a withheld receipt lives under WITHHELD#, not RECEIPT#.
      Key: keyOf(item),
      UpdateExpression: `SET senderId = :former, senderName = :name, searchMeta = :meta REMOVE ${keys.senderIndexAttributes.join(', ')}`,
      ConditionExpression: 'senderId = :me',
      ExpressionAttributeValues: {
        ':former': formerMemberSender.senderId,
        ':name': formerMemberSender.senderName,
        ':meta': searchFieldsOf(receipt).searchMeta,
        ':me': userId,
      },
    }),
  );
}

export const sentReceipts: Step = (userId, _marker, hasTime) =>
  settleAll(queries.sent(userId), hasTime, (item) => detachSentReceipt(item, userId));
