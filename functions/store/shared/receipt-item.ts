import { ReceiptRecord } from '@contract/schemas/receipts';
import { formerMemberSender, type StoredReceipt, searchFieldsOf } from '../../domain/receipts';
import * as keys from '../platform/keys';

/** The receipt's item in the table, both ways (no client here: the local stack's backfill uses it too). */
const receiptFields = Object.keys(ReceiptRecord.shape) as (keyof StoredReceipt)[];

export const toStoredReceipt = (item: Record<string, unknown>): StoredReceipt =>
  Object.fromEntries(
    receiptFields.filter((k) => item[k] !== undefined).map((k) => [k, item[k]]),
  ) as StoredReceipt;

/**
 * The sender's index keys of a receipt (their sent list, sent per category): none once the sender has
 * deleted their account, as the deletion removed them (functions/store/account/deletion-receipts.ts).
 */
const senderIndexKeys = (receipt: StoredReceipt) =>
  receipt.senderId === formerMemberSender.senderId
    ? {}
    : {
        ...keys.sentIndex(receipt.senderId, receipt.id),
        ...keys.sentInCategory(receipt.senderId, receipt.category, receipt.id),
      };

/** The table item of a receipt with every key and index key it is found by (see table-definition.ts). */
export const receiptItem = (receipt: StoredReceipt) => ({
  ...keys.receipt(receipt.recipientId, receipt.id),
  ...senderIndexKeys(receipt),
  ...keys.receivedInCategory(receipt.recipientId, receipt.category, receipt.id),
  ...(receipt.hiddenAt ? {} : keys.publicInCategory(receipt.recipientId, receipt.category, receipt.id)),
  ...(receipt.goal ? keys.goalLinked(receipt.recipientId, receipt.goal, receipt.id) : {}),
  entity: 'receipt',
  ...searchFieldsOf(receipt),
  ...receipt,
});

/**
 * An item without the keys only a receipt in its recipient's hub has (public profile, received category,
 * goal): a receipt held back or withheld keeps its sender's index keys and no read of the recipient's.
 */
export const withoutHubKeys = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !keys.hubOnlyIndexAttributes.includes(name)));
