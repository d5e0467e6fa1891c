import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { ExportPage } from '@contract/schemas/account';
import { type ApiResponse, callApi, errorMessage } from '../support/api';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, testStack } from '../support/stack';
import { uploadVoiceNote } from '../support/upload';
import { uniqueSuffix } from '../support/users';

/** Every page of "Download my data", as the site reads it, and the size of each answer. */
async function exportAll(member: TestMember) {
  const pages: ExportPage[] = [];
  const bytes: number[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<ExportPage> = await callApi('GET', '/me/export', {
      token: member.idToken,
      query: cursor ? { cursor } : {},
    });
    expect(res.status).toBe(200);
    pages.push(res.body);
    bytes.push(JSON.stringify(res.body).length);
    cursor = res.body.cursor;
  } while (cursor);
  return { pages, bytes, receipts: pages.flatMap((p) => p.receipts) };
}

// Local only: it seeds 2,000 receipts straight into the table through the store, in this process.
describeWith('inProcessHandlers')('download my data', () => {
  let owner: TestMember;
  let friend: TestMember;
  let secret: TestMember;
  const seeded = new Set<string>();

  beforeAll(async () => {
    pointHandlersAtTestStack();
    const { seedReceipts } = await import('../support/seed');
    const tag = uniqueSuffix();
    [owner, friend, secret] = await Promise.all([
      createMember(),
      createMember(),
      createMember(`Hidden${tag}`, `Giver${tag}`),
    ]);
    const ids = await Promise.all([
      seedReceipts(owner.userId, friend.userId, 1200),
      seedReceipts(friend.userId, owner.userId, 700),
      seedReceipts(owner.userId, secret.userId, 100, () => 'Work', {
        anonymous: true,
        senderName: `${secret.firstName} ${secret.lastName}`,
      }),
    ]);
    for (const id of ids.flat()) seeded.add(id);
  }, 120_000);

  it('holds the account and every sent and received receipt, for a user with 2,000 receipts', async () => {
    await callApi('PUT', '/me/goal-tags', { token: owner.idToken, body: { selected: ['Journaling'] } });
    const contact = await callApi<{ id: string }>('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: friend.username, name: 'My Friend', tags: ['Remained Grounded'] },
    });
    await callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: contact.body.id } });
    await callApi('PUT', '/me/notification-settings', { token: owner.idToken, body: { email: false } });
    const voiced = await giveReceipt(secret, owner, {
      anonymous: true,
      receiptText: 'A voiced one',
      voiceRecording: await uploadVoiceNote(secret),
    });
    expect(voiced.status).toBe(201);

    const { pages, bytes, receipts } = await exportAll(owner);

    const account = pages[0]?.account;
    expect(account?.me.profile.username).toBe(owner.username);
    expect(account?.me.goalTags.selected).toEqual(['Journaling']);
    expect(account?.me.notifications).toMatchObject({ email: false });
    expect(account?.me.sharingSettings).toBeDefined();
    expect(account?.contacts).toEqual([expect.objectContaining({ id: contact.body.id, name: 'My Friend' })]);
    expect(account?.innerCircle).toEqual([expect.objectContaining({ id: contact.body.id })]);
    expect(pages.slice(1).every((p) => p.account === undefined)).toBe(true);

    // Complete, without repeats, newest first, in pages no larger than the export's page size.
    const ids = receipts.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...seeded, voiced.body.id]));
    expect(ids).toEqual([...ids].sort().reverse());
    expect(pages.every((p) => p.receipts.length <= limits.exportPageSize)).toBe(true);
    expect(receipts.filter((r) => r.type === 'sent')).toHaveLength(700);
    expect(receipts.filter((r) => r.type === 'received')).toHaveLength(1301);
    // Well inside a Lambda's 6 MB answer.
    expect(Math.max(...bytes)).toBeLessThan(1_000_000);

    // The voice note's link plays, for a short time.
    const withVoice = receipts.find((r) => r.id === voiced.body.id);
    expect(withVoice?.voiceUrl).toContain('X-Amz-Expires=300');
    // Site-relative, as every voice link (through the site, which adds nosniff); the site makes it whole.
    const audio = await fetch(new URL(withVoice?.voiceUrl ?? '', testStack().siteUrl));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/webm');
  }, 120_000);

  it('holds the received receipts withheld from the hub too, saying why, without naming an anonymous sender', async () => {
    const [member, blocked, reported] = await Promise.all([createMember(), createMember(), createMember()]);
    const kept = (await giveReceipt(reported, member)).body;
    const fromBlocked = (await giveReceipt(blocked, member, { anonymous: true })).body;
    const toReport = (await giveReceipt(reported, member, { receiptText: 'Reported one' })).body;
    const post = (path: string, body: object) => callApi('POST', path, { token: member.idToken, body });
    expect((await post(`/receipts/${fromBlocked.id}/block`, {})).status).toBe(200);
    expect((await post(`/receipts/${toReport.id}/report`, { reason: 'spam' })).status).toBe(200);

    const { receipts } = await exportAll(member);
    // Newest first: the anonymous one is as new as its delivery time, which is later than now.
    expect(receipts.map((r) => [r.id, r.withheld])).toEqual([
      [fromBlocked.id, 'block'],
      [toReport.id, 'report'],
      [kept.id, null],
    ]);
    expect(receipts[0]).toMatchObject({ senderId: 'anonymous', senderName: 'Anonymous' });
    expect(JSON.stringify(receipts)).not.toContain(blocked.userId);
    // The sender's own export is unchanged by what the recipient withheld.
    const sent = (await exportAll(reported)).receipts;
    expect(sent.map((r) => [r.id, r.withheld])).toEqual([
      [toReport.id, null],
      [kept.id, null],
    ]);
  });

  it('never names an anonymous sender: not their id, username, e-mail or name', async () => {
    const { receipts } = await exportAll(owner);
    const anonymous = receipts.filter((r) => r.anonymous);
    expect(anonymous.length).toBeGreaterThanOrEqual(100);
    for (const r of anonymous) expect(r).toMatchObject({ senderId: 'anonymous', senderName: 'Anonymous' });
    const everything = JSON.stringify(receipts).toLowerCase();
    for (const value of [secret.userId, secret.username, secret.email, secret.firstName, secret.lastName])
      expect(everything).not.toContain(value.toLowerCase());
  }, 120_000);

  it("refuses another member's cursor", async () => {
    const first = await callApi<ExportPage>('GET', '/me/export', { token: owner.idToken });
    const cursor = first.body.cursor ?? '';
    const stolen = await callApi('GET', '/me/export', { token: friend.idToken, query: { cursor } });
    expect(stolen.status).toBe(400);
    expect(errorMessage(stolen)).toBe(messages.invalidCursor);
  });
});
