import { formerMemberSender, type StoredReceipt, searchFieldsOf } from '../../functions/domain/receipts';
import * as keys from '../../functions/store/platform/keys';
import { withheldFor, withheldItem } from '../../functions/store/safety/withheld-receipts';
import { receiptItem, toStoredReceipt, withoutHubKeys } from '../../functions/store/shared/receipt-item';

const receipt = {
  id: '01JZ0000000000000000000000',
  senderId: 'sender-1',
  senderName: 'Sam Sender',
  recipientId: 'recipient-1',
  recipientName: 'Rita Recipient',
  recipientUsername: 'rita',
  anonymous: false,
  category: 'Work',
  intent: 'Gratitude',
  receiptText: 'You held the room',
  voiceRecording: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as StoredReceipt;

/** A hub item as account deletion leaves a deleted sender's receipt (functions/store/account/deletion-receipts.ts). */
function detached(item: Record<string, unknown>) {
  const former = { ...toStoredReceipt(item), ...formerMemberSender };
  const rewritten: Record<string, unknown> = { ...item, ...formerMemberSender, ...searchFieldsOf(former) };
  for (const name of keys.senderIndexAttributes) delete rewritten[name];
  return rewritten;
}

const hubItems: [string, Record<string, unknown>][] = [
  ['a receipt in the hub', receiptItem(receipt)],
  ['an anonymous one', receiptItem({ ...receipt, anonymous: true })],
  ['a hidden one', receiptItem({ ...receipt, hiddenAt: '2026-01-02T00:00:00.000Z' })],
  ['one linked to a goal', receiptItem({ ...receipt, goal: 'Public Speaking' } as StoredReceipt)],
  ['one from a former member', detached(receiptItem(receipt))],
];

describe('a withheld item', () => {
  it.each(hubItems)('of %s is its hub item moved under WITHHELD#, less the hub keys', (_, hub) => {
    const reason = withheldFor.block('block-1');
    expect(withheldItem(toStoredReceipt(hub), reason)).toEqual({
      ...withoutHubKeys(hub),
      ...keys.withheldReceipt(receipt.recipientId, receipt.id),
      entity: 'withheldReceipt',
      withheldFor: reason,
    });
  });

  it('keeps the sender’s index keys, but not a former member’s', () => {
    const named = withheldItem(receipt, withheldFor.review(receipt.id));
    expect(keys.senderIndexAttributes.filter((name) => name in named)).toEqual(keys.senderIndexAttributes);
    const former = withheldItem({ ...receipt, ...formerMemberSender }, withheldFor.review(receipt.id));
    expect(keys.senderIndexAttributes.filter((name) => name in former)).toEqual([]);
  });
});
