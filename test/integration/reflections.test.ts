import type { ExportPage } from '@contract/schemas/account';
import type { Receipt } from '@contract/schemas/receipts';
import type { Reflection } from '@contract/schemas/reflections';
import { callApi } from '../support/api';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';
import { allReceipts, giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';

const reflect = (who: TestMember, receiptId: string, text: string) =>
  callApi<Reflection>('PUT', `/receipts/${receiptId}/reflection`, { token: who.idToken, body: { text } });
const journal = async (who: TestMember, query: Record<string, string> = {}) =>
  (
    await callApi<{ items: { receipt: Receipt; reflection: Reflection }[] }>('GET', '/me/journal', {
      token: who.idToken,
      query,
    })
  ).body.items;

describe('reflections on received receipts', () => {
  const members = membersBeforeAll('giver', 'rita', 'other');

  it('are written and rewritten by the recipient and listed in the journal, newest first, by category', async () => {
    const { giver, rita } = members;
    const work = ((await giveReceipt(giver, rita, { category: 'Work' })).body as Receipt).id;
    const play = ((await giveReceipt(giver, rita, { category: 'Play' })).body as Receipt).id;
    expect((await reflect(rita, work, 'Speak up sooner')).status).toBe(200);
    const first = (await reflect(rita, play, 'Play more')).body;
    const rewritten = (await reflect(rita, play, 'Play more, worry less')).body;
    expect(rewritten).toMatchObject({ text: 'Play more, worry less', createdAt: first.createdAt });

    expect((await journal(rita)).map((e) => [e.receipt.id, e.reflection.text])).toEqual([
      [play, 'Play more, worry less'],
      [work, 'Speak up sooner'],
    ]);
    expect((await journal(rita, { category: 'Work' })).map((e) => e.receipt.id)).toEqual([work]);
  });

  it('are never visible to anyone else: not the giver, not another member, not on the receipt', async () => {
    const { giver, rita, other } = members;
    const id = ((await giveReceipt(giver, rita, { receiptText: 'Private thoughts ahead' })).body as Receipt)
      .id;
    await reflect(rita, id, 'A secret plan');
    for (const who of [giver, other]) {
      const read = await callApi('GET', `/receipts/${id}/reflection`, { token: who.idToken });
      expect(read.status).toBe(404);
      expect(JSON.stringify(await journal(who))).not.toContain('A secret plan');
    }
    expect((await reflect(giver, id, 'Overwrite')).status).toBe(403);
    expect((await reflect(other, id, 'Overwrite')).status).toBe(404);
    expect(JSON.stringify(await allReceipts(giver, 'sent'))).not.toContain('A secret plan');
    expect(JSON.stringify(await allReceipts(rita, 'received'))).not.toContain('A secret plan');
  });

  it('are in the export, and gone with the account', async () => {
    const { giver } = members;
    const leaving = await createMember('Leaving', 'Soon');
    const id = ((await giveReceipt(giver, leaving)).body as Receipt).id;
    await reflect(leaving, id, 'Take this with me');
    const exported = await callApi<ExportPage>('GET', '/me/export', { token: leaving.idToken });
    expect(exported.body.account?.reflections.map((r: Reflection) => [r.receiptId, r.text])).toEqual([
      [id, 'Take this with me'],
    ]);

    await deleteAccount(leaving);
    const left =
      (await partitionSnapshot([userPartition(leaving.userId)]))[userPartition(leaving.userId)] ?? [];
    expect(left.filter((item) => String((item as { SK: string }).SK).startsWith('REFLECTION#'))).toEqual([]);
  });
});
