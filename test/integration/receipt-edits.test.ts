import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import type { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

describe('editing a receipt', () => {
  const members = membersBeforeAll('sender', 'recipient', 'stranger');

  const edit = (member: TestMember, id: string, receiptText: unknown) =>
    callApi<Receipt>('PATCH', `/receipts/${id}`, { token: member.idToken, body: { receiptText } });

  it('lets the recipient edit once, keeps the original, and both parties see it', async () => {
    const { sender, recipient } = members;
    const { body: receipt } = await giveReceipt(sender, recipient, { receiptText: 'First words' });
    const res = await edit(recipient, receipt.id, '  Better words  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      receiptText: 'Better words',
      originalText: 'First words',
      type: 'received',
    });
    expect(Date.parse(res.body.editedAt ?? '')).not.toBeNaN();

    const second = await edit(recipient, receipt.id, 'Third words');
    expect(second.status).toBe(409);
    expect(errorMessage(second)).toBe(messages.receiptEditedOnce);

    for (const member of [sender, recipient]) {
      const seen = (await allReceipts(member, 'all')).find((r) => r.id === receipt.id);
      expect(seen).toMatchObject({ receiptText: 'Better words', originalText: 'First words' });
    }
  });

  it("shows the edit's mark to everyone but the original text only to the two parties", async () => {
    const { sender, recipient, stranger } = members;
    const { body: receipt } = await giveReceipt(sender, recipient, {
      category: 'Work',
      receiptText: 'words-only-the-parties-may-see',
    });
    expect((await edit(recipient, receipt.id, 'Rewritten by the recipient')).status).toBe(200);
    const publicReceipt = async (member: TestMember) => {
      const res = await callApi<PublicProfile>('GET', `/users/${recipient.userId}/public-profile`, {
        token: member.idToken,
      });
      expect(res.status).toBe(200);
      return { raw: JSON.stringify(res.body), seen: res.body.receipts.find((r) => r.id === receipt.id) };
    };

    const third = await publicReceipt(stranger);
    expect(third.seen).toMatchObject({
      receiptText: 'Rewritten by the recipient',
      recipientName: 'Test Member',
    });
    expect(Date.parse(third.seen?.editedAt ?? '')).not.toBeNaN();
    expect(third.seen).not.toHaveProperty('originalText');
    expect(third.raw).not.toContain('words-only-the-parties-may-see');

    for (const party of [sender, recipient]) {
      const { seen } = await publicReceipt(party);
      expect(seen?.originalText).toBe('words-only-the-parties-may-see');
    }
    const strangersList = await allReceipts(stranger, 'all');
    expect(JSON.stringify(strangersList)).not.toContain('words-only-the-parties-may-see');
  });

  it('refuses the sender and strangers, and changes nothing', async () => {
    const { sender, recipient, stranger } = members;
    const { body: receipt } = await giveReceipt(sender, recipient, { receiptText: 'Untouched' });
    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    for (const member of [sender, stranger]) {
      const res = await edit(member, receipt.id, 'Hijacked');
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe(messages.receiptNotFound);
    }
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it.each([
    ['empty text', '   ', messages.receiptTextEmpty],
    ['missing text', undefined, messages.receiptTextEmpty],
    ['text over 500 characters', 'x'.repeat(501), messages.receiptTextTooLong],
  ])('refuses %s', async (_name, text, message) => {
    const { sender, recipient } = members;
    const { body: receipt } = await giveReceipt(sender, recipient);
    const res = await edit(recipient, receipt.id, text);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(message);
  });

  it('lets exactly one of 10 concurrent edits win', async () => {
    const { sender, recipient } = members;
    const { body: receipt } = await giveReceipt(sender, recipient, { receiptText: 'Original' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => edit(recipient, receipt.id, `Edit ${i}`)),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const stored = (await allReceipts(recipient, 'received')).find((r) => r.id === receipt.id);
    expect(stored?.receiptText).toBe(winners[0]!.body.receiptText);
    expect(stored?.originalText).toBe('Original');
  });
});

describe('anonymous receipts', () => {
  it("never show the sender's identity to the recipient or anyone else", async () => {
    const [sender, recipient] = await Promise.all([
      createMember('Secret', 'Admirer'),
      createMember('Known', 'Recipient'),
    ]);
    const created = await giveReceipt(sender, recipient, {
      anonymous: true,
      receiptText: 'You were kind today',
    });
    expect(created.body).toMatchObject({
      senderId: sender.userId,
      senderName: 'Secret Admirer',
      anonymous: true,
    });

    const list = await callApi('GET', '/receipts', { token: recipient.idToken, query: { box: 'all' } });
    const raw = JSON.stringify(list.body);
    expect(raw).not.toContain(sender.userId);
    expect(raw).not.toContain('Secret');
    expect(raw).toContain('"senderName":"Anonymous"');

    const edited = await callApi('PATCH', `/receipts/${created.body.id}`, {
      token: recipient.idToken,
      body: { receiptText: 'Edited' },
    });
    expect(JSON.stringify(edited.body)).not.toContain(sender.userId);

    const search = await callApi('GET', '/receipts', { token: recipient.idToken, query: { q: 'secret' } });
    expect((search.body as { items: unknown[] }).items).toHaveLength(0);
  });
});
