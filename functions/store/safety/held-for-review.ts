import type { StoredReceipt } from '../../domain/receipts';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { toStoredReceipt } from '../shared/receipt-item';
import { restoreReceipts, withheldFor, withheldItem } from './withheld-receipts';

/**
 * A flagged receipt (sent past the harshness prompt) to a member who reviews those first: withheld from
 * the hub for `review:<its id>` from the start, so it counts for them, and is mailed, only once they let
 * it in. The sender's view is the same as for any receipt.
 */
export const reviewItem = (receipt: StoredReceipt) => withheldItem(receipt, withheldFor.review(receipt.id));

const reviewPrefix = withheldFor.review('');

/** A page of the member's receipts held for review, newest first. */
export async function listHeldForReview(recipientId: string, cursor: string | undefined, limit: number) {
  const withheld = queries.withheld(recipientId);
  const page = await pageOfMemberList(
    {
      name: 'held-for-review',
      userId: recipientId,
      prefix: keys.prefixes.withheld,
      query: {
        ...withheld,
        FilterExpression: 'begins_with(withheldFor, :review)',
        ExpressionAttributeValues: { ...withheld.ExpressionAttributeValues, ':review': reviewPrefix },
      },
    },
    cursor,
    limit,
    'newestFirst',
  );
  return { items: page.items.map(toStoredReceipt), cursor: page.cursor };
}

/** The member lets a receipt held for review into their hub, profile and counts. False if there is none. */
export async function acceptHeldForReview(recipientId: string, receiptId: string) {
  return (await restoreReceipts(recipientId, [receiptId], withheldFor.review(receiptId))) === 1;
}
