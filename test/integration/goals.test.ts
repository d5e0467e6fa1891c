import * as messages from '@contract/messages';
import type { BlockedSender } from '@contract/schemas/blocks';
import { errorCodes } from '@contract/schemas/common';
import { CreateReceiptRequest, type Receipt } from '@contract/schemas/receipts';
import { OpenReport } from '@contract/schemas/reports';
import { PublicProfile } from '@contract/schemas/users';
import { ulid } from 'ulid';
import { receiptContentOf } from '../../functions/domain/receipt-requests';
import type { StoredReceipt } from '../../functions/domain/receipts';
import { callApi, errorMessage } from '../support/api';
import { expectGoalsMatchHub, linked, setGoals, shareGoals } from '../support/goals';
import { pointHandlersAtTestStack } from '../support/in-process';
import { everyPage } from '../support/list-pages';
import { makeModerator } from '../support/moderators';
import { createMember, membersBeforeAll, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

const refusedGoal = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(400);
  expect((res.body as { error: { code: string } }).error.code).toBe(errorCodes.goalNotOffered);
  expect(errorMessage(res)).toBe(messages.goalNotOffered);
};

describe('linking a receipt to a goal', () => {
  const m = membersBeforeAll('giver', 'recipient', 'onlooker');

  it("is accepted only for one of the recipient's current public goals; otherwise nothing is stored", async () => {
    await setGoals(m.recipient, ['Public Speaking', 'Read More']);
    const accepted = await linked(m.giver, m.recipient, 'Public Speaking');
    expect(accepted.status).toBe(201);
    expect((accepted.body as Receipt).goal).toBe('Public Speaking');

    const sentBefore = (await allReceipts(m.giver, 'sent')).length;
    refusedGoal(await linked(m.giver, m.recipient, 'Dating'));
    // Not a goal tag at all: the contract refuses it.
    expect((await linked(m.giver, m.recipient, 'Flying')).status).toBe(400);
    await shareGoals(m.recipient, false);
    refusedGoal(await linked(m.giver, m.recipient, 'Read More'));
    await shareGoals(m.recipient, true);
    await setGoals(m.recipient, ['Read More']);
    refusedGoal(await linked(m.giver, m.recipient, 'Public Speaking'));
    expect((await allReceipts(m.giver, 'sent')).length).toBe(sentBefore);
    expect((await allReceipts(m.recipient, 'received')).length).toBe(1);

    // The earlier link stays on the receipt; the goals page lists current goals only.
    const goals = await expectGoalsMatchHub(m.recipient);
    expect(goals.map((g) => g.tag)).toEqual(['Read More']);
    expect(goals[0]?.total).toBe(0);
  });

  it('stays between the two parties: a public profile shows the receipt without its goal', async () => {
    await setGoals(m.recipient, ['Read More']);
    const sent = await linked(m.giver, m.recipient, 'Read More', { category: 'Work' });
    const seen = PublicProfile.parse(
      (await callApi('GET', `/users/${m.recipient.userId}/public-profile`, { token: m.onlooker.idToken }))
        .body,
    ).receipts.find((r) => r.id === (sent.body as Receipt).id);
    expect(seen).toBeDefined();
    expect(seen?.goal).toBeUndefined();
  });
});

describe("a goal's linked receipts and counts", () => {
  const m = membersBeforeAll('recipient', 'giver', 'other');
  const ids = async (who: TestMember) => (await allReceipts(who, 'received')).map((r) => r.id);

  it('follow sends, hiding, blocks, reports, moderator removal and a sender leaving', async () => {
    const { recipient, giver, other } = m;
    await setGoals(recipient, ['Public Speaking', 'Journaling']);
    const sent: Receipt[] = [];
    for (const [from, goal, anonymous] of [
      [giver, 'Public Speaking', false],
      [giver, 'Public Speaking', true],
      [other, 'Public Speaking', false],
      [giver, 'Journaling', false],
      [giver, 'Public Speaking', false],
      [other, 'Public Speaking', false],
    ] as const)
      sent.push((await linked(from, recipient, goal, { anonymous })).body as Receipt);
    await giveReceipt(giver, recipient);
    let goals = await expectGoalsMatchHub(recipient);
    expect(goals.map((g) => [g.tag, g.total])).toEqual([
      ['Public Speaking', 5],
      ['Journaling', 1],
    ]);
    // Newest first: the anonymous one is as new as its delivery time, which is later than now.
    expect(goals[0]?.latest.map((r) => r.id)).toEqual([sent[1]!.id, sent[5]!.id, sent[4]!.id]);
    expect(goals[0]?.latest.find((r) => r.id === sent[2]!.id)).toBeUndefined();

    // Hidden from the public profile: still the owner's.
    await callApi('PUT', `/receipts/${sent[4]!.id}/visibility`, {
      token: recipient.idToken,
      body: { hidden: true },
    });
    expect((await expectGoalsMatchHub(recipient))[0]?.total).toBe(5);

    // Reported: withheld from the hub, and from the goal.
    await callApi('POST', `/receipts/${sent[5]!.id}/report`, {
      token: recipient.idToken,
      body: { reason: 'spam' },
    });
    expect(await ids(recipient)).not.toContain(sent[5]!.id);
    goals = await expectGoalsMatchHub(recipient);
    expect(goals[0]?.total).toBe(4);

    // Blocking the giver (from a named receipt) withholds their named receipts; the anonymous one stays.
    await callApi('POST', `/receipts/${sent[0]!.id}/block`, { token: recipient.idToken, body: {} });
    goals = await expectGoalsMatchHub(recipient);
    expect(goals.map((g) => [g.tag, g.total])).toEqual([
      ['Public Speaking', 2],
      ['Journaling', 0],
    ]);
    expect(goals[0]?.latest.map((r) => [r.id, r.senderName])).toEqual([
      [sent[1]!.id, 'Anonymous'],
      [sent[2]!.id, `${other.firstName} ${other.lastName}`],
    ]);
    const blocks = (
      await callApi<{ items: BlockedSender[] }>('GET', '/me/blocks', { token: recipient.idToken })
    ).body.items;
    for (const b of blocks) await callApi('DELETE', `/me/blocks/${b.id}`, { token: recipient.idToken });
    expect((await expectGoalsMatchHub(recipient))[0]?.total).toBe(4);

    // A moderator removes the reported receipt: it stays out.
    const moderator = await makeModerator(await createMember());
    const reports = (await everyPage<OpenReport>(moderator, '/moderation/reports', { limit: '50' }))
      .flat()
      .map((r) => OpenReport.parse(r));
    const report = reports.find((r) => r.receipt.receiptText === sent[5]!.receiptText);
    expect(report).toBeDefined();
    await callApi('POST', `/moderation/reports/${report!.id}/remove`, { token: moderator.idToken, body: {} });
    expect((await expectGoalsMatchHub(recipient))[0]?.total).toBe(4);

    // A sender who deletes their account leaves their receipts with the hub, from "Former member".
    for (let calls = 0; calls < 20; calls++) {
      const res = await callApi<{ status: string }>('POST', '/me/deletion', {
        token: other.idToken,
        body: { confirmUsername: other.username },
      });
      if (res.body.status === 'deleted') break;
    }
    goals = await expectGoalsMatchHub(recipient);
    expect(goals[0]?.latest.find((r) => r.id === sent[2]!.id)?.senderName).toBe(messages.formerMember);
  }, 120_000);
});

// Local only: the store's send, in this process, as if the goal went between the handler's check and the write.
describeWith('inProcessHandlers')("the send transaction's own goal check", () => {
  const m = membersBeforeAll('giver', 'recipient');

  it('refuses a goal the recipient no longer offers, writing nothing', async () => {
    pointHandlersAtTestStack();
    const { saveReceipt } = await import('../../functions/store/receipts/receipts');
    await setGoals(m.recipient, ['Read More']);
    const now = new Date().toISOString();
    const receipt: StoredReceipt = {
      id: ulid(),
      senderId: m.giver.userId,
      senderName: 'Giver',
      recipientId: m.recipient.userId,
      recipientName: 'Recipient',
      recipientUsername: m.recipient.username,
      // The contract's defaults for an untagged receipt, as the send path fills them.
      ...receiptContentOf(
        CreateReceiptRequest.parse({
          clientRequestId: 'raced-01',
          recipientId: m.recipient.userId,
          receiptText: 'Raced',
        }),
      ),
      voiceRecording: null,
      createdAt: now,
      updatedAt: now,
    };
    const raced = await saveReceipt({ ...receipt, goal: 'Dating' }, crypto.randomUUID());
    expect(raced).toEqual({ kind: 'goalNotOffered' });
    await shareGoals(m.recipient, false);
    expect(await saveReceipt({ ...receipt, goal: 'Read More' }, crypto.randomUUID())).toEqual({
      kind: 'goalNotOffered',
    });
    expect(await allReceipts(m.recipient, 'received')).toEqual([]);
    expect(await allReceipts(m.giver, 'sent')).toEqual([]);
  });
});
