import { randomUUID } from 'node:crypto';
import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;

/**
 * A retried submit (the same client request id, after a lost answer) gets the receipt its first attempt
 * made. A request id reused for a different receipt (another recipient, other words, the sender's name
 * instead of anonymous) must not silently answer with the earlier receipt as if this one were sent.
 */
describe('a retried receipt submit', () => {
  const members = membersBeforeAll('sender', 'ada', 'ben');

  it('with the same request gets the first receipt, even after the recipient edited it', async () => {
    const { sender, ada } = members;
    const clientRequestId = randomUUID();
    const request = { clientRequestId, receiptText: 'Steady in the storm', category: 'Work' };
    const first = await giveReceipt(sender, ada, request);
    expect(first.status).toBe(201);
    const edit = await callApi('PATCH', `/receipts/${first.body.id}`, {
      token: ada.idToken,
      body: { receiptText: 'Steady, and kind' },
    });
    expect(edit.status).toBe(200);
    const retried = await giveReceipt(sender, ada, request);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
    expect(await allReceipts(ada, 'received')).toHaveLength(1);
  });

  it.each([
    ['to another recipient', { to: 'ben' }],
    ['with other words', { receiptText: 'Something else entirely' }],
    ['anonymously instead of signed', { anonymous: true }],
    ['with another category', { category: 'Health' }],
  ])('%s is refused with a clear message, and nothing is sent', async (_, change) => {
    const { sender, ada, ben } = members;
    const clientRequestId = randomUUID();
    const request = { clientRequestId, receiptText: 'You listened first', category: 'Work' };
    const first = await giveReceipt(sender, ada, request);
    expect(first.status).toBe(201);
    const [senderBefore, adaBefore, benBefore] = await Promise.all([me(sender), me(ada), me(ben)]);
    const receivedBefore = (await allReceipts(ada, 'received')).length;

    const { to, ...fields } = change as { to?: string } & Record<string, unknown>;
    const reused = await giveReceipt(sender, to === 'ben' ? ben : ada, { ...request, ...fields });
    expect({ status: reused.status, message: errorMessage(reused) }).toEqual({
      status: 409,
      message: messages.receiptRequestReused,
    });
    expect((await me(sender)).counters).toEqual(senderBefore.counters);
    expect((await me(ada)).counters).toEqual(adaBefore.counters);
    expect((await me(ben)).counters).toEqual(benBefore.counters);
    expect(await allReceipts(ada, 'received')).toHaveLength(receivedBefore);
    expect(await allReceipts(ben, 'received')).toHaveLength(0);
  });
});
