import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { OpenReport } from '@contract/schemas/reports';
import { PublicProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { everyPage } from '../support/list-pages';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { describeWith, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';
import { signIn } from '../support/users';

const report = (who: TestMember, receiptId: string, body: unknown = { reason: 'spam' }) =>
  callApi('POST', `/receipts/${receiptId}/report`, { token: who.idToken, body });
const openReports = async (who: TestMember) =>
  (await everyPage<OpenReport>(who, '/moderation/reports', { limit: '2' }))
    .flat()
    .map((item) => OpenReport.parse(item));
const reportOf = async (moderator: TestMember, receiptText: string) =>
  (await openReports(moderator)).find((r) => r.receipt.receiptText === receiptText);
const moderate = (who: TestMember, reportId: string, action: 'dismiss' | 'remove') =>
  callApi('POST', `/moderation/reports/${reportId}/${action}`, { token: who.idToken, body: {} });
const counters = async (who: TestMember) =>
  Me.parse((await callApi('GET', '/me', { token: who.idToken })).body).counters;
const publicCounts = async (of: TestMember, viewer: TestMember) =>
  PublicProfile.parse(
    (await callApi('GET', `/users/${of.userId}/public-profile`, { token: viewer.idToken })).body,
  ).counters;
/** The sender's stored counters and per-recipient count, read from their partition. */
async function senderItems(sender: TestMember, recipient: TestMember) {
  const items = (await partitionSnapshot([userPartition(sender.userId)]))[userPartition(sender.userId)] as {
    SK: string;
    count?: number;
    counters?: { sentAnonymously?: number };
  }[];
  return {
    sentTo: items.find((item) => item.SK === `SENTTO#${recipient.userId}`)?.count ?? 0,
    sentAnonymously: items.find((item) => item.SK === 'PROFILE')?.counters?.sentAnonymously ?? 0,
  };
}

/** Every count agrees with a recount of what each party's lists show. */
async function expectExactCounts(recipient: TestMember, sender: TestMember) {
  const hub = await allReceipts(recipient, 'received');
  const received = await counters(recipient);
  expect(received.received).toBe(hub.length);
  const sent = await allReceipts(sender, 'sent');
  const given = await counters(sender);
  expect(given.sent).toBe(sent.length);
  for (const category of ['Work', 'Play', 'Health', 'Relationships']) {
    expect(received.receivedByCategory[category] ?? 0).toBe(
      hub.filter((r) => r.category === category).length,
    );
    expect(given.sentByCategory[category] ?? 0).toBe(sent.filter((r) => r.category === category).length);
  }
  const stored = await senderItems(sender, recipient);
  expect(stored.sentAnonymously).toBe(sent.filter((r) => r.anonymous).length);
  expect(stored.sentTo).toBe(sent.filter((r) => r.recipientId === recipient.userId).length);
  return { hub, sent };
}

const unique = (label: string) => `${label} ${randomUUID()}`;

describe('reporting a received receipt and moderating it', () => {
  let recipient: TestMember;
  let sender: TestMember;
  let bystander: TestMember;
  let moderator: TestMember;
  const give = async (fields: Record<string, unknown>) => (await giveReceipt(sender, recipient, fields)).body;

  beforeAll(async () => {
    [recipient, sender, bystander, moderator] = await Promise.all([
      createMember(),
      createMember('Sam', 'Sender'),
      createMember(),
      createMember(),
    ]);
    moderator = await makeModerator(moderator);
    await give({ category: 'Work', receiptText: 'stays in the hub' });
  });

  it('hides the receipt from the reporter at once, counts exact; reporting again changes nothing', async () => {
    const text = unique('anonymous and nasty');
    const receipt: Receipt = await give({ category: 'Play', anonymous: true, receiptText: text });
    const senderBefore = await counters(sender);
    const publicBefore = await publicCounts(recipient, bystander);

    expect(await report(recipient, receipt.id, { reason: 'harassment', text: 'Not kind' })).toEqual({
      status: 200,
      body: {},
    });
    const { hub, sent } = await expectExactCounts(recipient, sender);
    expect(hub.map((r) => r.id)).not.toContain(receipt.id);
    expect((await publicCounts(recipient, bystander)).received).toBe(publicBefore.received - 1);
    // The sender's view is unchanged until a moderator acts.
    expect(sent.map((r) => r.id)).toContain(receipt.id);
    expect(await counters(sender)).toEqual(senderBefore);

    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    expect(await report(recipient, receipt.id, { reason: 'spam' })).toEqual({ status: 200, body: {} });
    expect(await partitionSnapshot(watched)).toEqual(before);

    const open = await reportOf(moderator, text);
    expect(open).toMatchObject({ reason: 'harassment', text: 'Not kind', receipt: { category: 'Play' } });
    expect((await openReports(moderator)).filter((r) => r.receipt.receiptText === text)).toHaveLength(1);
  });

  it('refuses the sender (403), anyone else (404), bad reasons and texts (400), changing nothing', async () => {
    const receipt = await give({ category: 'Work', receiptText: unique('not reported') });
    const watched = [userPartition(recipient.userId), userPartition(sender.userId)];
    const before = await partitionSnapshot(watched);
    const fromSender = await report(sender, receipt.id);
    expect(fromSender.status).toBe(403);
    expect(errorMessage(fromSender)).toBe(messages.onlyRecipientCanDoThis);
    const fromBystander = await report(bystander, receipt.id);
    expect(fromBystander.status).toBe(404);
    expect(errorMessage(fromBystander)).toBe(messages.receiptNotFound);
    const bad: [unknown, string][] = [
      [{ reason: 'rude' }, messages.reportReasonRequired],
      [{}, messages.reportReasonRequired],
      [{ reason: 'other' }, messages.reportTextRequired],
      [{ reason: 'other', text: ' \u200b ' }, messages.reportTextRequired],
      [
        { reason: 'spam', text: 'x'.repeat(limits.reportTextMax + 1) },
        format(messages.textTooLong, { field: 'Report', max: String(limits.reportTextMax) }),
      ],
      [{ reason: 'spam', text: 'bad\u202Etext' }, messages.disallowedCharacters],
    ];
    for (const [body, message] of bad) {
      const res = await report(recipient, receipt.id, body);
      expect([res.status, errorMessage(res)]).toEqual([400, message]);
    }
    expect((await report(recipient, receipt.id, { reason: 'spam', senderId: sender.userId })).status).toBe(
      400,
    );
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  /** A receipt reported as spam, its open report, and a snapshot of what no refused request may change. */
  async function reportedAndWatched(text: string) {
    const receipt = await give({ receiptText: text });
    await report(recipient, receipt.id, { reason: 'spam' });
    const open = await reportOf(moderator, text);
    if (!open) throw new Error('the report is not listed');
    const watched = [userPartition(recipient.userId), userPartition(sender.userId), `REPORT#${open.id}`];
    return { receipt, open, watched, before: await partitionSnapshot(watched) };
  }

  it('refuses non-moderators on every moderation route (403), changing nothing', async () => {
    const { open, watched, before } = await reportedAndWatched(unique('for the refusals'));
    for (const who of [recipient, sender, bystander]) {
      const list = await callApi('GET', '/moderation/reports', { token: who.idToken });
      expect([list.status, errorMessage(list)]).toEqual([403, messages.moderatorsOnly]);
      for (const action of ['dismiss', 'remove'] as const) {
        const res = await moderate(who, open.id, action);
        expect([res.status, errorMessage(res)]).toEqual([403, messages.moderatorsOnly]);
      }
    }
    expect(await partitionSnapshot(watched)).toEqual(before);
  });

  it('remove: gone from both parties, every counter exact by recount; a second action is refused', async () => {
    const text = unique('to be removed');
    const receipt = await give({ category: 'Work', anonymous: true, receiptText: text });
    const senderBefore = await counters(sender);
    const storedBefore = await senderItems(sender, recipient);
    await report(recipient, receipt.id, { reason: 'hate' });
    const open = await reportOf(moderator, text);
    if (!open) throw new Error('the report is not listed');
    expect(JSON.stringify(open)).not.toContain(sender.userId);
    expect(JSON.stringify(open)).not.toContain('Sam');

    expect(await moderate(moderator, open.id, 'remove')).toEqual({ status: 200, body: {} });
    const { hub, sent } = await expectExactCounts(recipient, sender);
    expect(hub.map((r) => r.id)).not.toContain(receipt.id);
    expect(sent.map((r) => r.id)).not.toContain(receipt.id);
    const senderAfter = await counters(sender);
    expect(senderAfter.sent).toBe(senderBefore.sent - 1);
    expect(senderAfter.sentByCategory.Work).toBe((senderBefore.sentByCategory.Work ?? 0) - 1);
    const storedAfter = await senderItems(sender, recipient);
    expect(storedAfter).toEqual({
      sentTo: storedBefore.sentTo - 1,
      sentAnonymously: storedBefore.sentAnonymously - 1,
    });
    const recipientItems = (await partitionSnapshot([userPartition(recipient.userId)]))[
      userPartition(recipient.userId)
    ] as { SK: string }[];
    expect(recipientItems.map((item) => item.SK)).not.toContain(`WITHHELD#${receipt.id}`);
    expect(await reportOf(moderator, text)).toBeUndefined();

    for (const action of ['remove', 'dismiss'] as const) {
      const again = await moderate(moderator, open.id, action);
      expect([again.status, errorMessage(again)]).toEqual([409, messages.reportAlreadyHandled]);
    }
    await expectExactCounts(recipient, sender);
  });

  it('dismiss: the report closes, the receipt stays out of the reporter hub and in the sender list', async () => {
    const text = unique('to be dismissed');
    const receipt = await give({ category: 'Health', receiptText: text });
    await report(recipient, receipt.id, { reason: 'other', text: 'Felt off' });
    const open = await reportOf(moderator, text);
    if (!open) throw new Error('the report is not listed');
    expect(await moderate(moderator, open.id, 'dismiss')).toEqual({ status: 200, body: {} });
    expect(await reportOf(moderator, text)).toBeUndefined();
    const { hub, sent } = await expectExactCounts(recipient, sender);
    expect(hub.map((r) => r.id)).not.toContain(receipt.id);
    expect(sent.map((r) => r.id)).toContain(receipt.id);
    const again = await moderate(moderator, open.id, 'dismiss');
    expect([again.status, errorMessage(again)]).toEqual([409, messages.reportAlreadyHandled]);
  });

  it('near-valid report and receipt ids: 400 or 404, never a 5xx, nothing changed', async () => {
    const { receipt, open, watched, before } = await reportedAndWatched(unique('fuzzed'));
    const near = [
      open.id.toLowerCase(),
      `${open.id}0`,
      open.id.slice(0, -1),
      receipt.id,
      recipient.userId,
      'REPORT',
      '%23REPORT',
      `${open.id}%23x`,
      'x'.repeat(65),
      '..',
    ];
    for (const id of near) {
      for (const action of ['dismiss', 'remove'] as const) {
        const res = await moderate(moderator, id, action);
        expect([400, 404]).toContain(res.status);
      }
      if (id === receipt.id) continue; // Reported already: answers 200 and changes nothing.
      const res = await report(recipient, id, { reason: 'spam' });
      expect([400, 404]).toContain(res.status);
    }
    const badCursor = await callApi('GET', '/moderation/reports', {
      token: moderator.idToken,
      query: { cursor: 'eyJsIjoieCIsInAiOnt9fQ' },
    });
    expect([badCursor.status, errorMessage(badCursor)]).toEqual([400, messages.invalidCursor]);
    expect(await partitionSnapshot(watched)).toEqual(before);
  });
});

describeWith('readCognitoCodes')('npm run moderator', () => {
  it('makes a local member a moderator by username: after signing in again they see the reports', async () => {
    const member = await createMember();
    const before = await callApi('GET', '/moderation/reports', { token: member.idToken });
    expect(before.status).toBe(403);
    const local = testStack().local;
    if (!local) throw new Error('local only');
    const readyFile = join(tmpdir(), `moderator-${randomUUID()}.json`);
    writeFileSync(readyFile, JSON.stringify(local));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/moderator.ts', member.username, `--ready-file=${readyFile}`],
      { cwd: join(__dirname, '..', '..') },
    );
    expect(stdout).toContain(`${member.username} is a moderator now`);
    const token = (await signIn(member.email, member.password)).idToken;
    expect((await callApi('GET', '/moderation/reports', { token })).status).toBe(200);
  });
});
