import type { ExportPage } from '@contract/schemas/account';
import type { Receipt } from '@contract/schemas/receipts';
import { memberLinkPath } from '@contract/site-paths';
import { callApi } from '../support/api';
import { previewHeadOf } from '../support/link-previews';
import { everyPage } from '../support/list-pages';
import { makeModerator } from '../support/moderators';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { addToCircle, deleteAccount, reportReceipt } from '../support/receipt-actions';
import { allReceipts, giveReceipt } from '../support/receipts';
import { journal, readReflection, reflect } from '../support/reflections';
import { partitionSnapshot, userPartition } from '../support/table';

const secret = `secret-plan-${Math.random().toString(36).slice(2)}`;
const reported = `reported-plan-${Math.random().toString(36).slice(2)}`;

/** Every answer of `path` to `who`, as one string to search. */
const answerTo = async (who: TestMember | null, path: string, query: Record<string, string> = {}) =>
  JSON.stringify((await callApi('GET', path, { ...(who ? { token: who.idToken } : {}), query })).body);

describe('reflections are the recipient’s alone', () => {
  const members = membersBeforeAll('giver', 'rita', 'other', 'moderator');
  let receiptId: string;

  beforeAll(async () => {
    const { giver, rita } = members;
    // The giver keeps Rita in their inner circle: their dashboard shows her.
    await addToCircle(giver, rita);
    receiptId = (
      (await giveReceipt(giver, rita, { category: 'Work', receiptText: 'Clear agenda' })).body as Receipt
    ).id;
    expect((await reflect(rita, receiptId, secret)).status).toBe(200);
  });

  it('the giver finds no reflection: not by id, not in their sent list, journal, dashboard or export', async () => {
    const { giver } = members;
    expect((await readReflection(giver, receiptId)).status).toBe(404);
    expect((await reflect(giver, receiptId, 'Overwrite')).status).toBe(403);
    expect((await reflect(members.other, receiptId, 'Overwrite')).status).toBe(404);
    expect((await readReflection(members.rita, receiptId)).body.text).toBe(secret);
    const views = [
      JSON.stringify(await allReceipts(giver, 'all')),
      JSON.stringify(await journal(giver)),
      await answerTo(giver, '/me/dashboard'),
      await answerTo(giver, '/me/export'),
    ];
    for (const view of views) expect(view).not.toContain(secret);
    expect(views[2]).toContain(members.rita.userId);
  });

  it('nobody else finds it on her public profile, its receipts, the visitor page or the share link', async () => {
    const { rita, other } = members;
    expect((await readReflection(other, receiptId)).status).toBe(404);
    const views = [
      await answerTo(other, `/users/${rita.userId}/public-profile`),
      await answerTo(other, `/users/by-username/${rita.username}/public-profile`),
      await answerTo(other, `/users/${rita.userId}/public-receipts`, { category: 'Work' }),
      await answerTo(null, `/visitors/profiles/${rita.username}`),
      (await previewHeadOf(memberLinkPath('profile', rita.username))).head,
    ];
    expect(views[2]).toContain('Clear agenda');
    for (const view of views) expect(view).not.toContain(secret);
  });

  it('a moderator reading a reported receipt does not see the reflection on it', async () => {
    const { giver, rita } = members;
    const moderator = await makeModerator(members.moderator);
    const id = ((await giveReceipt(giver, rita, { receiptText: 'Reported with a note' })).body as Receipt).id;
    await reflect(rita, id, reported);
    await reportReceipt(rita, id);
    const open = JSON.stringify(await everyPage(moderator, '/moderation/reports', { limit: '50' }));
    expect(open).toContain('Reported with a note');
    expect(open).not.toContain(reported);
  });

  it('her export has it; deleting her account removes it', async () => {
    const { giver } = members;
    const leaving = await createMember('Leaving', 'Soon');
    const id = ((await giveReceipt(giver, leaving)).body as Receipt).id;
    await reflect(leaving, id, 'Take this with me');
    const exported = await callApi<ExportPage>('GET', '/me/export', { token: leaving.idToken });
    expect(exported.body.account?.reflections.map((r) => [r.receiptId, r.text])).toEqual([
      [id, 'Take this with me'],
    ]);

    await deleteAccount(leaving);
    const left =
      (await partitionSnapshot([userPartition(leaving.userId)]))[userPartition(leaving.userId)] ?? [];
    expect(left.filter((item) => String((item as { SK: string }).SK).startsWith('REFLECTION#'))).toEqual([]);
    expect(JSON.stringify(await allReceipts(giver, 'sent'))).not.toContain('Take this with me');
  });
});
