import * as messages from '@contract/messages';
import type { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

describe('marking a receipt opened ("new" in the hub)', () => {
  const members = membersBeforeAll('sender', 'recipient', 'stranger');

  const open = (member: TestMember, id: string) =>
    callApi('POST', `/receipts/${id}/opened`, { token: member.idToken, body: {} });
  const seenBy = async (member: TestMember, id: string) =>
    (await allReceipts(member, 'all')).find((r) => r.id === id);

  it('is new until the recipient opens it; the first time it was opened is kept', async () => {
    const { sender, recipient } = members;
    const { body: receipt } = await giveReceipt(sender, recipient);
    expect((await seenBy(recipient, receipt.id))?.openedAt).toBeUndefined();

    expect((await open(recipient, receipt.id)).status).toBe(200);
    const first = (await seenBy(recipient, receipt.id))?.openedAt;
    expect(Date.parse(first ?? '')).not.toBeNaN();

    expect((await open(recipient, receipt.id)).status).toBe(200);
    expect((await seenBy(recipient, receipt.id))?.openedAt).toBe(first);
  });

  it('never tells the sender or anyone else whether the recipient opened it', async () => {
    const { sender, recipient, stranger } = members;
    const { body: receipt } = await giveReceipt(sender, recipient, { category: 'Play' });
    await open(recipient, receipt.id);
    expect(await seenBy(sender, receipt.id)).not.toHaveProperty('openedAt');
    for (const viewer of [sender, stranger]) {
      const res = await callApi<PublicProfile>('GET', `/users/${recipient.userId}/public-profile`, {
        token: viewer.idToken,
      });
      expect(res.body.receipts.find((r) => r.id === receipt.id)).not.toHaveProperty('openedAt');
    }
  });

  it('refuses the sender and strangers, and changes nothing', async () => {
    const { sender, recipient, stranger } = members;
    const { body: receipt } = await giveReceipt(sender, recipient);
    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    for (const member of [sender, stranger]) {
      const res = await open(member, receipt.id);
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe(messages.receiptNotFound);
    }
    expect((await open(recipient, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect(await partitionSnapshot(watched)).toEqual(before);
  });
});
