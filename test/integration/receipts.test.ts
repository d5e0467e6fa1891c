import { randomUUID } from 'node:crypto';
import * as messages from '@contract/messages';
import type { Contact } from '@contract/schemas/contacts';
import type { Me } from '@contract/schemas/profile';
import { Receipt } from '@contract/schemas/receipts';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;

describe('giving receipts', () => {
  let ada: TestMember;
  let grace: TestMember;

  beforeAll(async () => {
    [ada, grace] = await Promise.all([createMember('Ada', 'Lovelace'), createMember('Grace', 'Hopper')]);
  });

  it('stores one receipt, updates both parties’ counters, and shows it to both with its direction', async () => {
    const contact = await callApi<Contact>('POST', '/me/contacts', {
      token: ada.idToken,
      body: { username: grace.username, name: 'Grace' },
    });
    const res = await giveReceipt(ada, grace, {
      receiptText: '  Stayed calm in the review.  ',
      category: 'Work',
      intent: 'Appreciate',
      dayContext: 'Hard Day',
      relationshipType: 'Coworker',
      emotionalRegulation: ['Remained Grounded'],
      conflictResolution: ['De-escalated Tension'],
    });
    expect(res.status).toBe(201);
    const receipt = Receipt.parse(res.body);
    expect(receipt).toMatchObject({
      senderId: ada.userId,
      senderName: 'Ada Lovelace',
      recipientId: grace.userId,
      recipientName: 'Grace Hopper',
      recipientUsername: grace.username,
      receiptText: 'Stayed calm in the review.',
      tags: ['Remained Grounded'],
      type: 'sent',
      voiceRecording: null,
    });

    const received = await allReceipts(grace, 'received');
    expect(received.find((r) => r.id === receipt.id)).toMatchObject({
      type: 'received',
      senderName: 'Ada Lovelace',
    });
    const sent = await allReceipts(ada, 'sent');
    expect(sent.find((r) => r.id === receipt.id)).toMatchObject({ type: 'sent' });

    expect((await me(grace)).counters).toMatchObject({
      received: 1,
      receivedByCategory: { Work: 1 },
      receivedByIntent: { Appreciate: 1 },
    });
    expect((await me(ada)).counters).toMatchObject({ sent: 1, received: 0 });
    const book = await callApi<{ items: Contact[] }>('GET', '/me/contacts', { token: ada.idToken });
    expect(book.body.items.find((c) => c.id === contact.body.id)?.shared).toBe(1);
  });

  it('stores missing tag values as empty strings', async () => {
    const res = await giveReceipt(ada, grace, { receiptText: 'Plain' });
    expect(res.body).toMatchObject({
      dayContext: '',
      intent: '',
      category: '',
      relationshipType: '',
      emotionalRegulation: [],
    });
  });

  it.each([
    ['no recipient', { recipientId: undefined }, 400, messages.selectRecipient],
    ['empty recipient', { recipientId: '' }, 400, messages.selectRecipient],
    ['an unknown recipient', { recipientId: 'does-not-exist' }, 404, messages.userNotFound],
    ['an unknown intent', { intent: 'Gloating' }, 400, undefined],
    ['text over 500 characters', { receiptText: 'x'.repeat(501) }, 400, messages.receiptTextTooLong],
    ['an empty receipt', { receiptText: '' }, 400, messages.receiptEmpty],
    [
      'only blank text and empty tags',
      { receiptText: ' \n ', intent: '', emotionalRegulation: [] },
      400,
      messages.receiptEmpty,
    ],
  ])('refuses %s', async (_name, fields, status, message) => {
    const before = (await me(ada)).counters.sent;
    const res = await giveReceipt(ada, grace, fields);
    expect(res.status).toBe(status);
    if (message) expect(errorMessage(res)).toBe(message);
    expect((await me(ada)).counters.sent).toBe(before);
  });

  it('refuses a receipt to oneself', async () => {
    const res = await giveReceipt(ada, ada);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.cannotReceiptYourself);
  });

  it('creates one receipt for a repeated or concurrent submit with the same request id', async () => {
    const [sender, recipient] = await Promise.all([createMember(), createMember()]);
    const clientRequestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        giveReceipt(sender, recipient, { clientRequestId, receiptText: 'Once' }),
      ),
    );
    const again = await giveReceipt(sender, recipient, { clientRequestId, receiptText: 'Once' });
    const ids = new Set([...results, again].map((r) => r.body.id));
    expect([...results, again].every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await allReceipts(recipient, 'received')).toHaveLength(1);
    expect((await me(recipient)).counters.received).toBe(1);
    expect((await me(sender)).counters.sent).toBe(1);
  });

  it('keeps every receipt and counter exact under 50 concurrent sends', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    const sends = Array.from({ length: 50 }, (_, i) => {
      const sender = people[i % 5]!;
      const recipient = people[(i + 1 + (i % 4)) % 5]!;
      return { sender, recipient };
    }).filter((s) => s.sender !== s.recipient);
    const results = await Promise.all(
      sends.map((s, i) => giveReceipt(s.sender, s.recipient, { category: 'Play', receiptText: `#${i}` })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    for (const person of people) {
      const received = await allReceipts(person, 'received', 7);
      const sent = await allReceipts(person, 'sent', 7);
      expect(new Set(received.map((r) => r.id)).size).toBe(received.length);
      expect(received).toHaveLength(sends.filter((s) => s.recipient === person).length);
      expect(sent).toHaveLength(sends.filter((s) => s.sender === person).length);
      const counters = (await me(person)).counters;
      expect(counters.received).toBe(received.length);
      expect(counters.sent).toBe(sent.length);
      expect(counters.receivedByCategory.Play ?? 0).toBe(received.length);
    }
  });
});

describe('listing receipts', () => {
  it('pages through sent and received together, newest first, without gaps or repeats', async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      const [from, to] = i % 3 === 0 ? [b, a] : [a, b];
      created.push((await giveReceipt(from, to, { receiptText: `n${i}` })).body.id);
    }
    const all = await allReceipts(a, 'all', 2);
    expect(all.map((r) => r.id)).toEqual([...created].reverse());
    expect(all.filter((r) => r.type === 'received')).toHaveLength(3);
  });

  it('refuses a cursor from someone else’s list', async () => {
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    await giveReceipt(a, b);
    await giveReceipt(a, b);
    const page = await callApi<{ cursor: string }>('GET', '/receipts', {
      token: b.idToken,
      query: { box: 'received', limit: '1' },
    });
    const res = await callApi('GET', '/receipts', {
      token: c.idToken,
      query: { box: 'received', cursor: page.body.cursor },
    });
    expect(res.status).toBe(400);
  });
});
