import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi, errorMessage } from '../support/api';
import { membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const thank = (who: TestMember, receiptId: string, body: Record<string, unknown>) =>
  callApi<Receipt>('PUT', `/receipts/${receiptId}/thanks`, { token: who.idToken, body });
const thanksReceived = async (who: TestMember) =>
  (await callApi<Me>('GET', '/me', { token: who.idToken })).body.counters.thanksReceived;
const sentBy = async (giver: TestMember, id: string) =>
  (await allReceipts(giver, 'sent')).find((r) => r.id === id);

describe('thanks back to a giver', () => {
  const members = membersBeforeAll('giver', 'rita', 'other');

  it('reaches an anonymous giver on that sent receipt and in their figures, and names nobody either way', async () => {
    const { giver, rita } = members;
    const before = await thanksReceived(giver);
    const given = await giveReceipt(giver, rita, { anonymous: true, receiptText: 'You kept us calm' });
    const id = (given.body as Receipt).id;

    const res = await thank(rita, id, { reaction: 'This meant a lot', line: 'It really did' });
    expect(res.status).toBe(200);
    expect(res.body.thanks).toMatchObject({ reaction: 'This meant a lot', line: 'It really did' });
    // The recipient still doesn't learn who gave it.
    expect(JSON.stringify(res.body)).not.toContain(giver.userId);
    expect(res.body.senderName).not.toContain(giver.firstName);

    const seen = await sentBy(giver, id);
    expect(seen?.thanks).toMatchObject({ reaction: 'This meant a lot', line: 'It really did' });
    expect(await thanksReceived(giver)).toBe(before + 1);
  });

  it('is the recipient’s alone, one per receipt, changeable once, and counted once', async () => {
    const { giver, rita, other } = members;
    const id = ((await giveReceipt(giver, rita)).body as Receipt).id;
    const before = await thanksReceived(giver);

    expect((await thank(giver, id, { reaction: 'Thank you' })).status).toBe(403);
    expect((await thank(other, id, { reaction: 'Thank you' })).status).toBe(404);
    expect((await thank(rita, id, { reaction: 'Thank you' })).status).toBe(200);
    const changed = await thank(rita, id, { reaction: 'Made my day', line: 'Truly' });
    expect(changed.body.thanks).toMatchObject({ reaction: 'Made my day', line: 'Truly' });
    expect(changed.body.thanks?.changedAt).toBeDefined();
    const again = await thank(rita, id, { reaction: 'Thank you' });
    expect([again.status, errorMessage(again)]).toEqual([409, messages.thanksChangedOnce]);
    expect((await sentBy(giver, id))?.thanks?.reaction).toBe('Made my day');
    expect(await thanksReceived(giver)).toBe(before + 1);
  });

  it('refuses what a receipt would refuse, and anything outside the fixed reactions', async () => {
    const { giver, rita } = members;
    const id = ((await giveReceipt(giver, rita)).body as Receipt).id;
    const threat = await thank(rita, id, { reaction: 'Thank you', line: 'kys' });
    expect([threat.status, errorMessage(threat)]).toEqual([400, messages.thanksLineRefused]);
    expect((await thank(rita, id, { reaction: 'You owe me' })).status).toBe(400);
    expect((await thank(rita, id, { reaction: 'Thank you', line: 'x'.repeat(141) })).status).toBe(400);
    expect((await sentBy(giver, id))?.thanks).toBeUndefined();
  });
});
