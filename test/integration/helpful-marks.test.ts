import type { HelpfulMark } from '@contract/enums';
import { errorCodes } from '@contract/error-codes';
import { helpfulTips } from '@contract/helpful-tips';
import * as messages from '@contract/messages';
import type { ExportedAccount, ExportedReceipt } from '@contract/schemas/account';
import type { HelpfulTotals } from '@contract/schemas/helpful-marks';
import type { Receipt } from '@contract/schemas/receipts';
import * as keys from '../../functions/store/platform/keys';
import { callApi, errorMessage } from '../support/api';
import {
  createUnverifiedMember,
  markVerifiedInCognito,
  membersBeforeAll,
  type TestMember,
} from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { partitionSnapshot, userPartition } from '../support/table';
import { signIn } from '../support/users';

const mark = (who: TestMember, receiptId: string, marks: HelpfulMark[] | unknown) =>
  callApi<Receipt>('PUT', `/receipts/${receiptId}/marks`, { token: who.idToken, body: { marks } });
const totalsOf = async (giver: TestMember) =>
  (await callApi<HelpfulTotals>('GET', '/me/helpful-marks', { token: giver.idToken })).body;
const give = async (giver: TestMember, to: TestMember, fields: Record<string, unknown> = {}) =>
  (await giveReceipt(giver, to, fields)).body.id;
/** A receipt given and marked by its recipient at once. */
async function giveMarked(giver: TestMember, to: TestMember, marks: HelpfulMark[]) {
  const id = await give(giver, to);
  expect((await mark(to, id, marks)).status).toBe(200);
  return id;
}
/** Whom the giver's open round holds marks of: one entry a person, read from the table. */
async function waitingIn(giver: TestMember) {
  const snapshot = await partitionSnapshot([userPartition(giver.userId)]);
  const items = snapshot[userPartition(giver.userId)] as Record<string, unknown>[];
  const item = items.find((i) => i.SK === keys.helpfulMarks(giver.userId).SK) ?? {};
  return Object.keys(item).flatMap((name) => keys.recipientOfHelpfulRoundEntry(name) ?? []);
}
async function exportOf(member: TestMember) {
  const res = await callApi<{ account: ExportedAccount; receipts: ExportedReceipt[] }>('GET', '/me/export', {
    token: member.idToken,
  });
  return res.body;
}

describe('helpful marks: the giver sees totals of many people, never a recipient', () => {
  const m = membersBeforeAll('giver', 'ann', 'ben', 'cat', 'dan', 'eve', 'alice');

  it('counts each person once a round, however many receipts one of them was sent and marked', async () => {
    const { giver, ann, ben, cat, dan, eve } = m;
    // The attack: one target sent many receipts, four others one each, to read the target's marks.
    for (let i = 0; i < 8; i++) await giveMarked(giver, ann, ['actionable']);
    for (const person of [ben, cat, dan]) await giveMarked(giver, person, ['kind']);
    expect(await totalsOf(giver)).toEqual({ shown: false });
    expect((await waitingIn(giver)).sort()).toEqual([ann, ben, cat, dan].map((p) => p.userId).sort());

    await giveMarked(giver, eve, ['specific', 'kind']);
    // Five people, ann's eight receipts weighing as one of them.
    expect(await totalsOf(giver)).toEqual({
      shown: true,
      receipts: 5,
      specific: 1,
      actionable: 1,
      kind: 4,
      tip: 'specific',
    });
    expect(Object.keys(helpfulTips)).toContain('specific');
    expect(await waitingIn(giver)).toEqual([]);
  });

  it('moves only by a whole round: one new mark, a changed mark or more receipts sent change nothing', async () => {
    const { giver, ann, ben, cat, dan, alice } = m;
    const before = await totalsOf(giver);
    expect(before.shown).toBe(true);

    // The attack: give one person a receipt and watch the totals for their mark.
    await giveMarked(giver, alice, ['kind']);
    expect(await totalsOf(giver)).toEqual(before);
    // A counted receipt's mark changed, and new receipts pushing old ones towards the end of "the last".
    const annsFirst = (await allReceipts(ann, 'received')).find((r) => r.marks?.includes('actionable'));
    expect((await mark(ann, annsFirst!.id, ['kind'])).status).toBe(200);
    for (const person of [ben, cat, dan]) await give(giver, person);
    expect(await totalsOf(giver)).toEqual(before);

    // Two more people's marks still make four; the fifth closes the round, alice's mark one of five people's.
    for (const person of [ben, cat]) await giveMarked(giver, person, ['kind']);
    expect(await totalsOf(giver)).toEqual(before);
    await giveMarked(giver, dan, ['kind']);
    const after = await totalsOf(giver);
    if (!before.shown || !after.shown) throw new Error('totals expected');
    // A counted round is never counted again: ann's changed receipt counts anew, her old marks stay counted.
    expect([after.receipts - before.receipts, after.kind - before.kind]).toEqual([5, 5]);
    expect([after.specific, after.actionable]).toEqual([before.specific, before.actionable]);
  });

  it('keeps marks on the receipt for the recipient alone: not the giver’s list, not a wall, not the giver’s export', async () => {
    const { giver, alice } = m;
    await callApi('PUT', '/me/profile', { token: alice.idToken, body: { publicCategories: { Work: true } } });
    const sharing = { goals: true, receipts: true, bio: true, signedOutVisitors: true };
    await callApi('PUT', '/me/sharing-settings', { token: alice.idToken, body: sharing });
    const id = await give(giver, alice, { category: 'Work' });
    expect((await mark(alice, id, ['specific', 'kind'])).status).toBe(200);

    const own = (await allReceipts(alice, 'received')).find((r) => r.id === id);
    expect(own?.marks).toEqual(['specific', 'kind']);
    const sent = (await allReceipts(giver, 'sent')).find((r) => r.id === id);
    expect(sent).toBeDefined();
    expect(sent).not.toHaveProperty('marks');

    for (const viewer of [giver, alice]) {
      const wall = await callApi('GET', `/users/${alice.userId}/public-receipts`, {
        token: viewer.idToken,
        query: { category: 'Work' },
      });
      expect(JSON.stringify(wall.body)).toContain(id);
      expect(JSON.stringify(wall.body)).not.toContain('"marks"');
    }

    const givers = await exportOf(giver);
    expect(givers.receipts.find((r) => r.id === id)).not.toHaveProperty('marks');
    expect(givers.account.helpfulMarks).toEqual(await totalsOf(giver));
    const alices = await exportOf(alice);
    expect(alices.receipts.find((r) => r.id === id)?.marks).toEqual(['specific', 'kind']);
  });

  it('lets only the recipient mark, with the three marks each at most once', async () => {
    const { giver, ann, ben } = m;
    const id = await give(giver, ann);
    expect((await mark(giver, id, ['kind'])).status).toBe(403);
    expect((await mark(ben, id, ['kind'])).status).toBe(404);
    expect((await mark(ann, id, ['helpful'])).status).toBe(400);
    expect((await mark(ann, id, ['kind', 'kind'])).status).toBe(400);
    expect((await mark(ann, id, 'kind')).status).toBe(400);
    const cleared = await mark(ann, id, []);
    expect([cleared.status, cleared.body.marks]).toEqual([200, []]);
  });
});

describe('helpful marks: only verified people fill a round, one entry each', () => {
  const m = membersBeforeAll('giver', 'sam', 'ann', 'ben', 'cat');

  it('keeps one entry for a person however many receipts they mark', async () => {
    const { giver, sam } = m;
    const choices: HelpfulMark[][] = [['kind'], ['specific'], ['actionable', 'kind']];
    for (let i = 0; i < 30; i++) await giveMarked(giver, sam, choices[i % 3]!);
    expect(await waitingIn(giver)).toEqual([sam.userId]);
    expect(await totalsOf(giver)).toEqual({ shown: false });
  });

  it('refuses marks from an unverified address and changes nothing; once verified, they count', async () => {
    const { giver, ann, ben, cat } = m;
    for (const person of [ann, ben, cat]) await giveMarked(giver, person, ['specific']);
    const newcomer = await createUnverifiedMember();
    const id = await give(giver, newcomer);
    const refused = await mark(newcomer, id, ['kind']);
    expect([refused.status, (refused.body as { error?: { code?: string } }).error?.code]).toEqual([
      403,
      errorCodes.emailNotVerified,
    ]);
    expect(errorMessage(refused)).toBe(messages.verifyEmailToMark);
    expect((await allReceipts(newcomer, 'received')).find((r) => r.id === id)?.marks).toBeUndefined();
    expect(await waitingIn(giver)).not.toContain(newcomer.userId);
    expect(await totalsOf(giver)).toEqual({ shown: false });

    await markVerifiedInCognito(newcomer);
    const verified = { ...newcomer, idToken: (await signIn(newcomer.email, newcomer.password)).idToken };
    expect((await mark(verified, id, ['kind'])).status).toBe(200);
    const totals = await totalsOf(giver);
    expect(totals).toMatchObject({ shown: true, receipts: 5, specific: 3, kind: 2 });

    // The same marks saved again are no new mark: nothing waits anew.
    expect((await mark(verified, id, ['kind'])).status).toBe(200);
    expect(await waitingIn(giver)).toEqual([]);
    expect(await totalsOf(giver)).toEqual(totals);
  });
});

describe('helpful marks on anonymous receipts', () => {
  const m = membersBeforeAll('giver', 'rita');

  it('can be marked once delivered, and tell neither side anything of the other', async () => {
    const { giver, rita } = m;
    const held = (await giveReceipt(giver, rita, { anonymous: true, held: true })).body.id;
    // Not yet delivered: not in rita's hub, so not hers to mark (the same answer as any unknown receipt).
    expect((await mark(rita, held, ['kind'])).status).toBe(404);

    const id = await give(giver, rita, { anonymous: true });
    const marked = await mark(rita, id, ['actionable']);
    expect(marked.status).toBe(200);
    expect(JSON.stringify(marked.body)).not.toContain(giver.userId);
    expect(marked.body.senderName).not.toContain(giver.firstName);

    const sent = (await allReceipts(giver, 'sent')).find((r) => r.id === id);
    expect(sent).not.toHaveProperty('marks');
    expect(await totalsOf(giver)).toEqual({ shown: false });
  });
});

describe('helpful marks and account deletion', () => {
  const m = membersBeforeAll('giver', 'doomed');

  it('takes a deleted recipient’s marks, and their name, out of the giver’s waiting round', async () => {
    const { giver, doomed } = m;
    await giveMarked(giver, doomed, ['specific']);
    const waiting = async () => (await waitingIn(giver)).join(' ');
    expect(await waiting()).toContain(doomed.userId);

    for (let calls = 0; calls < 20; calls++) {
      const res = await callApi<{ status: string }>('POST', '/me/deletion', {
        token: doomed.idToken,
        body: { confirmUsername: doomed.username },
      });
      if (res.body.status === 'deleted') break;
    }
    expect(await waiting()).not.toContain(doomed.userId);
    expect(await totalsOf(giver)).toEqual({ shown: false });
  });
});
