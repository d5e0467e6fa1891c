import * as keys from '../platform/keys';
import { type TableWrite, table } from '../platform/table';

/*
 * Whether a member's receipts carry a reflection, never its words: what a receipt's move out of the hub or
 * back changes in the member's count of reflections. Below the receipts and safety stores, which both use it.
 */

/**
 * Which of the receipts carry the member's reflection, read strongly consistent: what moving them out of
 * the hub or back changes in the member's count (`reflectionCheck` holds that state in the move's transaction).
 */
export async function reflectedOf(recipientId: string, receiptIds: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(
    receiptIds.map((id) =>
      table.get({
        Key: keys.reflection(recipientId, id),
        ConsistentRead: true,
        ProjectionExpression: 'receiptId',
      }),
    ),
  );
  return new Set(receiptIds.filter((_, i) => found[i] !== undefined));
}

/** The receipt's reflection is still there (or still not) as read: the count's change holds. */
export const reflectionCheck = (recipientId: string, receiptId: string, reflected: boolean): TableWrite => ({
  ConditionCheck: {
    Key: keys.reflection(recipientId, receiptId),
    ConditionExpression: reflected ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
  },
});
