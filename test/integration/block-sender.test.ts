import * as messages from '@contract/messages';
import type { BlockedSender } from '@contract/schemas/blocks';
import { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt, giveReceipts } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

const block = (who: TestMember, receiptId: string) =>
  callApi('POST', `/receipts/${receiptId}/block`, { token: who.idToken, body: {} });
const blocks = async (who: TestMember) =>
  (await callApi<{ items: BlockedSender[] }>('GET', '/me/blocks', { token: who.idToken })).body.items;
const unblockAll = async (who: TestMember) => {
  for (const b of await blocks(who)) {
    expect((await callApi('DELETE', `/me/blocks/${b.id}`, { token: who.idToken })).status).toBe(200);
  }
};
const counters = async (who: TestMember) =>
  Me.parse((await callApi('GET', '/me', { token: who.idToken })).body).counters;
const publicOf = async (of: TestMember, viewer: TestMember) =>
  PublicProfile.parse(
    (await callApi('GET', `/users/${of.userId}/public-profile`, { token: viewer.idToken })).body,
  );
const search = async (who: TestMember, q: string) =>
  (
    await callApi<{ items: { userId?: string; id?: string; username: string }[] }>('GET', '/users/search', {
      token: who.idToken,
      query: { q },
    })
  ).body.items.map((u) => u.username);

/** The hub's own counts agree with what the hub lists, category by category. */
async function expectExactCounts(recipient: TestMember) {
  const hub = await allReceipts(recipient, 'received');
  const c = await counters(recipient);
  expect(c.received).toBe(hub.length);
  for (const category of ['Work', 'Play', 'Health', 'Relationships']) {
    expect(c.receivedByCategory[category] ?? 0).toBe(hub.filter((r) => r.category === category).length);
  }
  return hub;
}

describe('blocking the sender of a received receipt', () => {
  const members = membersBeforeAll('recipient', 'sender', 'bystander');
  let named: Receipt[];
  let anonymous: Receipt;

  beforeAll(async () => {
    const { recipient, sender, bystander } = members;
    named = await giveReceipts(
      sender,
      recipient,
      ['Work', 'Work', 'Play'].map((category) => ({ category, receiptText: `named ${category}` })),
    );
    anonymous = (await giveReceipt(sender, recipient, { category: 'Work', anonymous: true })).body;
    // No category and no intent: its counters are only `received`.
    await giveReceipt(sender, recipient, { anonymous: true, receiptText: 'bare anonymous' });
    await giveReceipt(bystander, recipient, { category: 'Work', receiptText: 'from the bystander' });
  });

  it('from a named receipt: withholds their named receipts, stops new ones, hides from search; unblock undoes it', async () => {
    const { recipient, sender, bystander } = members;
    // One of them is hidden from the profile first: its hidden counts must go with it.
    await callApi('PUT', `/receipts/${named[0]!.id}/visibility`, {
      token: recipient.idToken,
      body: { hidden: true },
    });
    const senderCountsBefore = await counters(sender);
    expect(await search(sender, recipient.username)).toContain(recipient.username);

    const res = await block(recipient, named[1]!.id);
    expect(res).toEqual({ status: 200, body: {} });
    expect(await block(recipient, named[1]!.id)).toEqual({ status: 200, body: {} });

    const hub = await expectExactCounts(recipient);
    expect(hub).toHaveLength(3);
    expect(hub.map((r) => r.id).sort()).toEqual(
      hub
        .filter((r) => r.anonymous || r.receiptText === 'from the bystander')
        .map((r) => r.id)
        .sort(),
    );
    const view = await publicOf(recipient, bystander);
    // The wall counts its categories only: the bare anonymous receipt has none.
    expect(view.counters.received).toBe(2);
    expect(view.categoryCounts).toMatchObject({ Work: 2, Play: 0 });
    expect(view.receipts.map((r) => r.receiptText)).not.toContain('named Work');

    // The sender's side is unchanged: their receipts and counts stay; they are told nothing.
    expect((await allReceipts(sender, 'sent')).length).toBe(5);
    expect(await counters(sender)).toEqual(senderCountsBefore);

    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    for (const anonymousSend of [false, true]) {
      const refused = await giveReceipt(sender, recipient, { anonymous: anonymousSend });
      expect(refused.status).toBe(403);
      expect(errorMessage(refused)).toBe(messages.receiptNotDelivered);
      expect(errorMessage(refused)).not.toMatch(/block/i);
    }
    expect(await partitionSnapshot(watched)).toEqual(before);
    expect(await search(sender, recipient.username)).not.toContain(recipient.username);
    expect(await search(bystander, recipient.username)).toContain(recipient.username);

    const list = await blocks(recipient);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ anonymous: false, name: `${sender.firstName} ${sender.lastName}` });
    expect(JSON.stringify(list)).not.toContain(sender.userId);

    await unblockAll(recipient);
    const back = await expectExactCounts(recipient);
    expect(back).toHaveLength(6);
    expect(back.find((r) => r.id === named[0]!.id)?.hiddenAt).toBeTruthy();
    expect((await publicOf(recipient, bystander)).categoryCounts).toMatchObject({ Work: 3, Play: 1 });
    expect((await giveReceipt(sender, recipient, { receiptText: 'welcome back' })).status).toBe(201);
    expect(await search(sender, recipient.username)).toContain(recipient.username);
  });

  it('from an anonymous receipt: lists "Anonymous sender", withholds that receipt alone', async () => {
    const { recipient, sender } = members;
    const res = await block(recipient, anonymous.id);
    expect(res).toEqual({ status: 200, body: {} });
    expect(await block(recipient, anonymous.id)).toEqual({ status: 200, body: {} });
    const hub = await expectExactCounts(recipient);
    expect(hub.map((r) => r.id)).not.toContain(anonymous.id);
    expect(hub.map((r) => r.id)).toEqual(expect.arrayContaining(named.map((r) => r.id)));
    // Their other anonymous receipt stays: withheld too, it would show the two share an author.
    expect(hub.map((r) => r.receiptText)).toContain('bare anonymous');

    const list = await blocks(recipient);
    expect(list).toEqual([
      { id: expect.any(String), anonymous: true, name: null, blockedAt: expect.any(String) },
    ]);
    const refused = await giveReceipt(sender, recipient, { receiptText: 'named, after an anonymous block' });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toBe(messages.receiptNotDelivered);
    await unblockAll(recipient);
    expect((await allReceipts(recipient, 'received')).map((r) => r.id)).toContain(anonymous.id);
  });

  // The block answers only when every receipt that got in first is withheld: a sweep that outran the
  // function's time used to answer early and leave receipts in the hub with the counts mid-move.
  it('20 concurrent sends racing a block: each is refused, or got in first and is withheld', async () => {
    const [to, from] = await Promise.all([createMember(), createMember()]);
    const first = (await giveReceipt(from, to, { category: 'Play' })).body;
    const [sends, blocked] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          giveReceipt(from, to, { category: 'Work', receiptText: `race ${i}` }),
        ),
      ),
      block(to, first.id),
    ]);
    expect(blocked).toEqual({ status: 200, body: {} });
    for (const send of sends) {
      if (send.status !== 201) {
        expect(send.status).toBe(403);
        expect(errorMessage(send)).toBe(messages.receiptNotDelivered);
      }
    }
    const hub = await expectExactCounts(to);
    expect(hub).toEqual([]);
    expect((await publicOf(to, from)).counters.received).toBe(0);
    const stored = sends.filter((s) => s.status === 201).length;
    expect((await allReceipts(from, 'sent')).length).toBe(1 + stored);
  });

  it('only the recipient blocks: the sender is told why, anyone else gets 404; unknown blocks are 404', async () => {
    const { recipient, sender, bystander } = members;
    const bySender = await block(sender, named[2]!.id);
    expect(bySender.status).toBe(403);
    expect(errorMessage(bySender)).toBe(messages.onlyRecipientCanDoThis);
    const byOther = await block(bystander, named[2]!.id);
    expect(byOther.status).toBe(404);
    expect(errorMessage(byOther)).toBe(messages.receiptNotFound);
    const unknown = await callApi('DELETE', '/me/blocks/01ARZ3NDEKTSV4RRFFQ69G5FAV', {
      token: recipient.idToken,
    });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe(messages.blockNotFound);
    expect(await blocks(recipient)).toEqual([]);
  });
});
