import { limits } from '@contract/limits';
import type { Dashboard } from '@contract/schemas/dashboard';
import * as keys from '../../functions/store/platform/keys';
import { callApi } from '../support/api';
import { settledDashboard } from '../support/dashboard';
import { answerFollowUp, askFollowUp, backdateLinked } from '../support/follow-ups';
import { linked, setGoals } from '../support/goals';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember } from '../support/profiles';
import { addToCircle } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

jest.setTimeout(240_000);

const store = async () => {
  // The store's clients take the emulators' endpoints when their modules load.
  pointHandlersAtTestStack();
  return {
    ...(await import('../../functions/store/receipts/follow-up-recount')),
    ...(await import('../../functions/store/profiles/stats-pairs')),
    ...(await import('../../functions/store/platform/table')),
  };
};

const dashboardOf = async (member: { idToken: string }) =>
  (await callApi<Dashboard>('GET', '/me/dashboard', { token: member.idToken })).body;

// Local only: each rewrites what a table from before the figure was kept lacks, and recounts in-process.
describeWith('inProcessHandlers')('the one-off recounts of figures the dashboard now reads by key', () => {
  it('counts follow-up answers given before their count was kept, and again changes nothing', async () => {
    const [asker, giver] = await Promise.all([createMember(), createMember()]);
    const goal = 'Public Speaking';
    await setGoals(asker, [goal]);
    await linked(giver, asker, goal);
    await backdateLinked(asker, goal, limits.followUp.waitDays + 1);
    const followUp = (await askFollowUp(asker, goal)).body;
    const answered = await answerFollowUp(giver, followUp.id, { change: 'yes', text: 'Yes' });
    expect(answered.body).toMatchObject({ status: 'answered' });
    expect((await dashboardOf(asker)).followUpsAnswered).toBe(1);

    const { recountFollowUpAnswers, table } = await store();
    await table.update({
      Key: keys.profile(asker.userId),
      UpdateExpression: 'REMOVE counters.followUpAnswers',
    });
    expect((await dashboardOf(asker)).followUpsAnswered).toBe(0);
    expect(await recountFollowUpAnswers([asker.userId])).toBe(1);
    expect((await dashboardOf(asker)).followUpsAnswered).toBe(1);
    await recountFollowUpAnswers([asker.userId]);
    expect((await dashboardOf(asker)).followUpsAnswered).toBe(1);
  });

  it("sets each pair's newest from entries written before it was kept", async () => {
    const [reader, friend] = await Promise.all([
      createMember('Rae', 'Reader'),
      createMember('Fay', 'Friend'),
    ]);
    await addToCircle(reader, friend);
    const given = await giveReceipt(friend, reader, { category: 'Work' });
    expect(given.status).toBe(201);
    const createdAt = (given.body as { createdAt: string }).createdAt;
    const { figures, expected } = await settledDashboard(reader);
    expect(figures).toEqual(expected);
    expect(figures.innerCircle[0]?.lastReceivedNamedAt).toBe(createdAt);

    const { recountPairsLatest, table } = await store();
    const partition = keys.statsPairPartition(reader.userId, 'named', friend.userId);
    await table.delete({ Key: keys.statsPairLatest(partition) });
    expect((await dashboardOf(reader)).innerCircle[0]?.lastReceivedNamedAt).toBeNull();
    expect(await recountPairsLatest()).toBeGreaterThanOrEqual(1);
    expect((await dashboardOf(reader)).innerCircle[0]?.lastReceivedNamedAt).toBe(createdAt);
  });
});
