import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import * as keys from '../../functions/store/platform/keys';
import { callApi } from '../support/api';
import { deliverHeldTo } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';
import { allReceipts, giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

/**
 * A receipt whose sender deleted their account while it was not yet in the hub (held for delivery, held
 * for review) reaches the hub later as the deletion left it: from a former member, and out of the sender's
 * indexes (the deletion removed them; writing the hub item must not bring them back).
 */

/** The recipient's raw item of a receipt, under the sort key `key` gives it. */
async function rawItem(recipient: TestMember, key: { SK: string }) {
  const partition = userPartition(recipient.userId);
  const items = (await partitionSnapshot([partition]))[partition] as Record<string, unknown>[];
  return items.find((item) => item.SK === key.SK);
}

const senderIndexAttributesOf = (item: Record<string, unknown> | undefined) =>
  keys.senderIndexAttributes.filter((name) => item && name in item);

const counters = async (member: TestMember) =>
  (await callApi<{ counters: { received: number } }>('GET', '/me', { token: member.idToken })).body.counters;

describe('a receipt from a member who deleted their account before it reached the hub', () => {
  it('is delivered from its held place without the deleted sender’s index keys, still anonymous', async () => {
    const [recipient, giver] = await Promise.all([
      createMember('Held', 'Keeper'),
      createMember('Gone', 'Giver'),
    ]);
    const held = (
      await giveReceipt(giver, recipient, {
        held: true,
        anonymous: true,
        receiptText: 'Held past my leaving',
      })
    ).body;
    await deleteAccount(giver);

    // The deletion took the held item out of the sender's indexes and left it from a former member.
    const heldItem = await rawItem(recipient, keys.heldReceipt(recipient.userId, held.id));
    expect(heldItem).toMatchObject({ senderId: 'former-member' });
    expect(senderIndexAttributesOf(heldItem)).toEqual([]);

    expect(await deliverHeldTo(recipient)).toEqual(['delivered']);
    const delivered = await rawItem(recipient, keys.receipt(recipient.userId, held.id));
    expect(delivered).toMatchObject({ senderId: 'former-member', senderName: messages.formerMember });
    expect(senderIndexAttributesOf(delivered)).toEqual([]);

    // The recipient has it, anonymous as before, and counted.
    const [received] = (await allReceipts(recipient, 'received')).filter((r) => r.id === held.id);
    expect(received).toMatchObject({ senderId: 'anonymous', senderName: 'Anonymous' });
    expect((await counters(recipient)).received).toBe(1);
  });

  it('is let in from review without the deleted sender’s index keys, from a former member', async () => {
    const [reviewer, giver] = await Promise.all([
      createMember('Rae', 'Keeper'),
      createMember('Gone', 'Harsh'),
    ]);
    const set = await callApi('PUT', '/me/sharing-settings', {
      token: reviewer.idToken,
      body: { goals: true, receipts: true, bio: true, holdFlagged: true },
    });
    expect(set.status).toBe(200);
    const sent = (
      await giveReceipt(giver, reviewer, {
        receiptText: 'That was sh1t work, and you know it',
        sendAnyway: true,
      })
    ).body;
    await deleteAccount(giver);

    const withheld = await rawItem(reviewer, keys.withheldReceipt(reviewer.userId, sent.id));
    expect(withheld).toMatchObject({ senderId: 'former-member' });
    expect(senderIndexAttributesOf(withheld)).toEqual([]);

    const accepted = await callApi('POST', `/receipts/${sent.id}/accept`, {
      token: reviewer.idToken,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const restored = await rawItem(reviewer, keys.receipt(reviewer.userId, sent.id));
    expect(restored).toMatchObject({ senderId: 'former-member', senderName: messages.formerMember });
    expect(senderIndexAttributesOf(restored)).toEqual([]);

    const [received] = (await allReceipts(reviewer, 'received')).filter((r: Receipt) => r.id === sent.id);
    expect(received).toMatchObject({ senderId: 'former-member', senderName: messages.formerMember });
    expect((await counters(reviewer)).received).toBe(1);
  });
});
