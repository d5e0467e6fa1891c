import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const harsh = 'That was sh1t work, and you know it';

const me = async (member: TestMember) => (await callApi<Me>('GET', '/me', { token: member.idToken })).body;
const heldForReview = async (member: TestMember) =>
  (await callApi<{ items: Receipt[] }>('GET', '/me/held-for-review', { token: member.idToken })).body.items;
const accept = (member: TestMember, receiptId: string) =>
  callApi('POST', `/receipts/${receiptId}/accept`, { token: member.idToken, body: {} });

describe('receipts sent past the harshness prompt, held for the recipient’s review', () => {
  let reviewer: TestMember;
  let giver: TestMember;

  beforeAll(async () => {
    [reviewer, giver] = await Promise.all([createMember('Rae', 'Viewer'), createMember('Gus', 'Giver')]);
    const set = await callApi('PUT', '/me/sharing-settings', {
      token: reviewer.idToken,
      body: { goals: true, receipts: true, bio: true, holdFlagged: true },
    });
    expect(set.status).toBe(200);
    expect((await me(reviewer)).sharingSettings.holdFlagged).toBe(true);
  });

  it('keeps a flagged receipt out of the hub, the counts and the badge until the member lets it in', async () => {
    const sent = await giveReceipt(giver, reviewer, { receiptText: harsh, sendAnyway: true });
    expect(sent.status).toBe(201);
    expect(sent.body.flagged).toBe(true);
    const kind = await giveReceipt(giver, reviewer, { receiptText: 'Kind words' });
    expect(kind.body.flagged).toBeUndefined();

    expect((await allReceipts(reviewer, 'received')).map((r) => r.id)).toEqual([kind.body.id]);
    expect(await me(reviewer)).toMatchObject({ unreadReceipts: 1, counters: { received: 1 } });
    const [held] = await heldForReview(reviewer);
    expect(held).toMatchObject({ id: sent.body.id, receiptText: harsh, flagged: true, type: 'received' });
    // The giver's view is the same as for any receipt.
    expect((await allReceipts(giver, 'sent')).map((r) => r.id)).toContain(sent.body.id);

    expect((await accept(giver, sent.body.id)).status).toBe(404);
    expect((await accept(reviewer, sent.body.id)).status).toBe(200);
    expect((await allReceipts(reviewer, 'received')).map((r) => r.id)).toContain(sent.body.id);
    // Counted now; not on the badge, which counts what arrived unseen (the member has just read it).
    expect(await me(reviewer)).toMatchObject({ unreadReceipts: 1, counters: { received: 2 } });
    expect(await heldForReview(reviewer)).toEqual([]);
    expect((await accept(reviewer, sent.body.id)).status).toBe(404);
  });

  it('lets a flagged receipt straight in for a member who did not ask to review them', async () => {
    const other = await createMember();
    const sent = await giveReceipt(giver, other, { receiptText: harsh, sendAnyway: true });
    expect((await allReceipts(other, 'received')).map((r) => r.id)).toEqual([sent.body.id]);
    expect(await heldForReview(other)).toEqual([]);
  });

  it('shows what is held for review in the export, saying so', async () => {
    const sent = await giveReceipt(giver, reviewer, { receiptText: `${harsh} again`, sendAnyway: true });
    const exported = await callApi<{ receipts: { id: string; withheld: string | null }[] }>(
      'GET',
      '/me/export',
      {
        token: reviewer.idToken,
      },
    );
    expect(exported.body.receipts.find((r) => r.id === sent.body.id)?.withheld).toBe('review');
  });
});
