import type { ExportPage } from '@contract/schemas/account';
import type { BlockedSender } from '@contract/schemas/blocks';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../../support/api';
import { deliverHeldTo } from '../../support/held-receipts';
import { createMember, type TestMember } from '../../support/profiles';
import { allReceipts, giveReceipt } from '../../support/receipts';

const block = (who: TestMember, receiptId: string) =>
  callApi('POST', `/receipts/${receiptId}/block`, { token: who.idToken, body: {} });
const blocks = async (who: TestMember) =>
  (await callApi<{ items: BlockedSender[] }>('GET', '/me/blocks', { token: who.idToken })).body.items;
const unblock = (who: TestMember, blockId: string) =>
  callApi('DELETE', `/me/blocks/${blockId}`, { token: who.idToken });
const hubIds = async (who: TestMember) =>
  (await allReceipts(who, 'received')).map((r: Receipt) => r.id).sort();
const exportedIds = async (who: TestMember) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: ExportPage } = await callApi('GET', '/me/export', {
      token: who.idToken,
      query: cursor ? { cursor } : {},
    });
    ids.push(...page.body.receipts.map((r) => r.id));
    cursor = page.body.cursor;
  } while (cursor);
  return ids;
};

/**
 * The recipient of several anonymous receipts wants to know which share an author: they block from one,
 * and watch what else leaves their hub, whether the blocked list grows, and what comes back on unblocking.
 * A block must stop that sender's receipts still to come, and link none of the others.
 */
describe('a block from an anonymous receipt', () => {
  it('withholds that receipt alone, adds a row for each receipt blocked from, and unblocking brings back only it', async () => {
    const [rita, author, other] = await Promise.all([createMember(), createMember(), createMember()]);
    const mine: Receipt[] = [];
    for (const receiptText of ['First of mine', 'Second of mine', 'Third of mine'])
      mine.push((await giveReceipt(author, rita, { anonymous: true, receiptText })).body);
    const theirs = (await giveReceipt(other, rita, { anonymous: true, receiptText: 'Not mine' })).body;
    const all = await hubIds(rita);
    expect(all).toHaveLength(4);

    expect((await block(rita, mine[0]!.id)).status).toBe(200);
    // Only the receipt blocked from leaves: the author's other two stay beside the stranger's.
    expect(await hubIds(rita)).toEqual(all.filter((id) => id !== mine[0]!.id));

    // A second block from the same author's receipt is a row of its own, as one from a stranger would be.
    expect((await block(rita, mine[1]!.id)).status).toBe(200);
    expect(await blocks(rita)).toHaveLength(2);
    expect(await hubIds(rita)).toEqual(all.filter((id) => id !== mine[0]!.id && id !== mine[1]!.id));

    // The author's receipts still to come are stopped: a send now is refused, as for any blocked sender.
    expect((await giveReceipt(author, rita, { anonymous: true })).status).toBe(403);

    // Unblocking one row brings back its receipt and nothing else; the other row still stops the author.
    const [newest, oldest] = await blocks(rita);
    expect((await unblock(rita, oldest!.id)).status).toBe(200);
    expect(await hubIds(rita)).toEqual(all.filter((id) => id !== mine[1]!.id));
    expect((await giveReceipt(author, rita, { anonymous: true })).status).toBe(403);
    expect((await unblock(rita, newest!.id)).status).toBe(200);
    expect(await hubIds(rita)).toEqual(all);
    expect(all).toContain(theirs.id);
  });

  it('stops a receipt held for delivery, which no unblock or export then shows', async () => {
    const [rita, author] = await Promise.all([createMember(), createMember()]);
    const seen = (await giveReceipt(author, rita, { anonymous: true, receiptText: 'Seen' })).body;
    const held = (await giveReceipt(author, rita, { anonymous: true, held: true, receiptText: 'Held' })).body;
    expect((await block(rita, seen.id)).status).toBe(200);
    await deliverHeldTo(rita);
    expect(await hubIds(rita)).toEqual([]);
    expect(await exportedIds(rita)).toEqual([seen.id]);

    // Arriving now, the held one would show it came from the person just unblocked.
    const [row] = await blocks(rita);
    expect((await unblock(rita, row!.id)).status).toBe(200);
    expect(await hubIds(rita)).toEqual([seen.id]);
    expect(await exportedIds(rita)).toEqual([seen.id]);
    // The author's own lists are unchanged by it: a block is never told.
    expect((await allReceipts(author, 'sent')).map((r) => r.id).sort()).toEqual([seen.id, held.id].sort());
  });
});
