import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorMessage } from '../support/api';
import {
  answerFollowUp,
  askFollowUp,
  backdateAsk,
  backdateGoalGuard,
  backdateLinked,
  declineFollowUp,
  followUpsToAnswer,
  goalFollowUps,
} from '../support/follow-ups';
import { linked, setGoals } from '../support/goals';
import { runDelivery } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';
import { blockSender } from '../support/receipt-actions';

const goal = 'Public Speaking';
const errorOf = (res: { status: number; body: unknown }) => [res.status, errorMessage(res)];

/** An asker with the goal and receipts linked to it by each giver, given `days` ago. */
async function scene(days: number, givers = 2) {
  const asker = await createMember('Follow', 'Asker');
  const people = await Promise.all(Array.from({ length: givers }, () => createMember('Kind', 'Giver')));
  await setGoals(asker, [goal, 'Read More']);
  const receipts = [];
  for (const giver of people) receipts.push((await linked(giver, asker, goal)).body);
  await backdateLinked(asker, goal, days);
  return { asker, givers: people, receipts };
}

const pendingFor = async (giver: TestMember, id: string) =>
  (await followUpsToAnswer(giver)).find((f) => f.id === id);

describe('"Did I change?" follow-ups', () => {
  it('wait two weeks after the first linked receipt, and need a current goal with receipts', async () => {
    const early = await scene(limits.followUp.waitDays - 1, 1);
    expect(errorOf(await askFollowUp(early.asker, goal))).toEqual([409, messages.followUpTooSoon]);
    expect(errorOf(await askFollowUp(early.asker, 'Read More'))).toEqual([409, messages.followUpNoGivers]);
    expect(errorOf(await askFollowUp(early.asker, 'Dating'))).toEqual([400, messages.followUpNotGoal]);
    expect(await pendingFor(early.givers[0]!, 'none')).toBeUndefined();
    expect(await followUpsToAnswer(early.givers[0]!)).toEqual([]);

    await backdateLinked(early.asker, goal, limits.followUp.waitDays + 1);
    const asked = await askFollowUp(early.asker, goal);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      goal,
      question: format(messages.followUpQuestion, { goal: goal.toLowerCase() }),
      answers: [],
    });
    expect(await followUpsToAnswer(early.givers[0]!)).toEqual([
      expect.objectContaining({ id: asked.body.id, goal, status: 'pending', reminded: false }),
    ]);
  });

  it('go once a month per goal: each giver gets at most one a month', async () => {
    const { asker, givers } = await scene(limits.followUp.waitDays + 2);
    const first = await askFollowUp(asker, goal);
    expect(first.status).toBe(201);
    expect(errorOf(await askFollowUp(asker, goal))).toEqual([409, messages.followUpAskedThisMonth]);
    await backdateGoalGuard(asker, goal, limits.followUp.everyDays - 1);
    expect(errorOf(await askFollowUp(asker, goal))).toEqual([409, messages.followUpAskedThisMonth]);
    expect((await followUpsToAnswer(givers[0]!)).length).toBe(1);

    await backdateGoalGuard(asker, goal, limits.followUp.everyDays);
    const second = await askFollowUp(asker, goal);
    expect(second.status).toBe(201);
    expect((await followUpsToAnswer(givers[0]!)).map((f) => f.id)).toEqual([second.body.id, first.body.id]);
  });

  it('show before and after to the asker: the original intents beside the answers, named ones by name', async () => {
    const { asker, givers, receipts } = await scene(limits.followUp.waitDays + 3);
    const asked = await askFollowUp(asker, goal);
    expect(asked.body.before.map((b) => b.receiptId).sort()).toEqual(receipts.map((r) => r.id).sort());
    const answered = await answerFollowUp(givers[0]!, asked.body.id, { change: 'yes', text: 'Much calmer' });
    expect(answered.body).toMatchObject({ id: asked.body.id, status: 'answered' });
    const list = (await goalFollowUps(asker)).body.items;
    expect(list).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        before: expect.arrayContaining(receipts.map((r) => expect.objectContaining({ receiptId: r.id }))),
        answers: [
          expect.objectContaining({
            change: 'yes',
            text: 'Much calmer',
            giverName: `${givers[0]!.firstName} ${givers[0]!.lastName}`,
            anonymous: false,
          }),
        ],
      }),
    ]);
    // Answered once: a second answer or a decline is refused, and nothing more is stored.
    expect(errorOf(await answerFollowUp(givers[0]!, asked.body.id, { change: 'no', text: 'x' }))).toEqual([
      409,
      messages.followUpAlreadyAnswered,
    ]);
    expect(errorOf(await declineFollowUp(givers[0]!, asked.body.id))).toEqual([
      409,
      messages.followUpAlreadyAnswered,
    ]);
    expect((await goalFollowUps(asker)).body.items[0]?.answers).toHaveLength(1);
  });

  it('can be declined: the asker sees nothing of it, and the giver cannot answer after', async () => {
    const { asker, givers } = await scene(limits.followUp.waitDays + 1, 1);
    const asked = await askFollowUp(asker, goal);
    const declined = await declineFollowUp(givers[0]!, asked.body.id);
    expect(declined.body).toMatchObject({ status: 'declined' });
    expect((await pendingFor(givers[0]!, asked.body.id))?.status).toBe('declined');
    const text = { change: 'yes', text: 'Changed my mind' } as const;
    expect(errorOf(await answerFollowUp(givers[0]!, asked.body.id, text))).toEqual([
      409,
      messages.followUpAlreadyAnswered,
    ]);
    expect((await goalFollowUps(asker)).body.items[0]?.answers).toEqual([]);
  });

  it('skip a blocked pair: nothing is asked, and a block after asking answers as an unknown id', async () => {
    const { asker, givers, receipts } = await scene(limits.followUp.waitDays + 1, 3);
    await blockSender(asker, receipts[0]!.id);
    const asked = await askFollowUp(asker, goal);
    expect(await followUpsToAnswer(givers[0]!)).toEqual([]);
    expect((await pendingFor(givers[1]!, asked.body.id))?.status).toBe('pending');

    const unknown = await answerFollowUp(givers[0]!, asked.body.id, { change: 'no', text: 'No' });
    expect(errorOf(unknown)).toEqual([404, messages.followUpNotFound]);
    await blockSender(asker, receipts[1]!.id);
    const blocked = await answerFollowUp(givers[1]!, asked.body.id, { change: 'no', text: 'No' });
    expect([blocked.status, blocked.body]).toEqual([unknown.status, unknown.body]);
    expect((await declineFollowUp(givers[1]!, asked.body.id)).status).toBe(404);
    // Another member's follow-up is no one else's to answer.
    const stranger = await createMember();
    expect((await answerFollowUp(stranger, asked.body.id, { change: 'no', text: 'No' })).status).toBe(404);
    expect((await goalFollowUps(asker)).body.items[0]?.answers).toEqual([]);
  });

  it('remind a giver a week on, once, only while the follow-up is pending', async () => {
    const { asker, givers } = await scene(limits.followUp.waitDays + 1, 2);
    const asked = await askFollowUp(asker, goal);
    const [late, answered] = givers as [TestMember, TestMember];
    await answerFollowUp(answered, asked.body.id, { change: 'somewhat', text: 'A little' });
    expect((await runDelivery({ recipientId: late.userId })).reminded).toBe(0);
    expect((await pendingFor(late, asked.body.id))?.reminded).toBe(false);

    await backdateAsk(late, asked.body.id, limits.followUp.reminderDays - 1);
    expect((await runDelivery({ recipientId: late.userId })).reminded).toBe(0);
    await backdateAsk(late, asked.body.id, limits.followUp.reminderDays);
    expect((await runDelivery({ recipientId: late.userId })).reminded).toBe(1);
    expect((await runDelivery({ recipientId: late.userId })).reminded).toBe(0);
    expect(await pendingFor(late, asked.body.id)).toMatchObject({ status: 'pending', reminded: true });
    expect((await runDelivery({ recipientId: answered.userId })).reminded).toBe(0);
    expect((await pendingFor(answered, asked.body.id))?.reminded).toBe(false);
  });
});
