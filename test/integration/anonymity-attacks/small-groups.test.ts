import { limits } from '@contract/limits';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../../support/api';
import { ask, myRequests } from '../../support/feedback-requests';
import { deliverHeldTo } from '../../support/held-receipts';
import { createMember, type TestMember } from '../../support/profiles';
import { allReceipts, giveReceipt } from '../../support/receipts';

const addContact = (owner: TestMember, member: TestMember) =>
  callApi('POST', '/me/contacts', {
    token: owner.idToken,
    body: { username: member.username, name: 'Friend' },
  });

const others = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createMember('Other', 'Member')));

/**
 * The attacks that narrow "someone" to one person the recipient can name: an anonymous answer to a request
 * asked of one contact, a link answered once, an address book of one. Each group must hold at least
 * `limits.anonymitySetMin` people before an anonymous receipt is tied to it.
 */
describe('an anonymous receipt tied to a small group', () => {
  const min = limits.anonymitySetMin;

  it('is not an answer to a request asked of fewer people: it arrives as an ordinary anonymous receipt', async () => {
    const [asker, only] = await Promise.all([createMember(), createMember()]);
    expect((await addContact(asker, only)).status).toBe(201);
    const asked = (await ask(asker, 'How did I do?', [only.userId])).body;
    const sent = await giveReceipt(only, asker, { requestId: asked.id, anonymous: true });
    expect(sent.status).toBe(201);

    const [request] = await myRequests(asker);
    expect(request).toMatchObject({ id: asked.id, status: 'open', answers: [] });
    const received = await allReceipts(asker, 'received');
    expect(received.map((r: Receipt) => r.id)).toContain(sent.body.id);
  });

  it(`is an answer to a request asked of ${min} people`, async () => {
    const [asker, asked] = await Promise.all([createMember(), others(min)]);
    for (const member of asked) expect((await addContact(asker, member)).status).toBe(201);
    const request = (
      await ask(
        asker,
        'How did I do?',
        asked.map((m) => m.userId),
      )
    ).body;
    const sent = await giveReceipt(asked[0]!, asker, { requestId: request.id, anonymous: true });
    expect(sent.status).toBe(201);
    const [listed] = await myRequests(asker);
    expect(listed?.answers.map((a) => a.receiptId)).toEqual([sent.body.id]);
  });

  it(`is an answer to a link's request only once ${min - 1} others answered it`, async () => {
    const [asker, anonymous] = await Promise.all([createMember(), createMember()]);
    const request = (await ask(asker, 'What should I keep doing?')).body;
    const early = await giveReceipt(anonymous, asker, { requestId: request.id, anonymous: true });
    expect(early.status).toBe(201);
    // The first answer, anonymous: it would be the only one, so the request shows nothing of it.
    expect((await myRequests(asker))[0]).toMatchObject({ status: 'open', answers: [] });

    const named = await others(min - 1);
    for (const giver of named)
      expect((await giveReceipt(giver, asker, { requestId: request.id })).status).toBe(201);
    const late = await giveReceipt(anonymous, asker, { requestId: request.id, anonymous: true });
    expect(late.status).toBe(201);
    const answers = (await myRequests(asker))[0]?.answers ?? [];
    expect(answers).toHaveLength(min);
    expect(answers.filter((a) => a.anonymous).map((a) => a.receiptId)).toEqual([late.body.id]);
  });

  it(`is not taken "from my address book" until the book holds ${min} members`, async () => {
    const [rita, friend] = await Promise.all([createMember(), createMember()]);
    const me = (await callApi<Me>('GET', '/me', { token: rita.idToken })).body;
    const set = await callApi('PUT', '/me/sharing-settings', {
      token: rita.idToken,
      body: { ...me.sharingSettings, anonymousReceipts: 'addressBook' },
    });
    expect(set.status).toBe(200);
    expect((await addContact(rita, friend)).status).toBe(201);
    const alone = await giveReceipt(friend, rita, { anonymous: true });
    expect(alone.status).toBe(403);

    for (const member of await others(min - 1)) expect((await addContact(rita, member)).status).toBe(201);
    const amongFive = await giveReceipt(friend, rita, { anonymous: true, held: true });
    expect(amongFive.status).toBe(201);
    await deliverHeldTo(rita);
  });
});
