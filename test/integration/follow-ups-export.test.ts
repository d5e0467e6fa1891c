import type { ExportPage } from '@contract/schemas/account';
import { callApi } from '../support/api';
import { answerFollowUp, followUpScene, followUpsToAnswer, goalFollowUps } from '../support/follow-ups';
import { deliverHeldTo } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';

const goal = 'Public Speaking';

/** The account part of the export (its first page). */
const exportedAccount = async (member: TestMember) =>
  (await callApi<ExportPage>('GET', '/me/export', { token: member.idToken })).body.account;

describe('"Did I change?" follow-ups in the account export', () => {
  it('give the asker their follow-ups as the goals page reads them, and each giver what they were asked', async () => {
    const people = Promise.all([
      createMember('Export', 'Asker'),
      createMember('Export', 'Named'),
      createMember('Export', 'Hidden'),
    ]);
    const { asker, named, anonymous: hidden, asked } = await followUpScene(people, goal);
    const answers = new Map([
      [named, { change: 'yes', text: 'Much calmer' }],
      [hidden, { change: 'somewhat', text: 'A little' }],
    ] as const);
    for (const [giver, answer] of answers) {
      const answered = await answerFollowUp(giver, asked.id, answer);
      expect(answered.body.yourAnswer).toMatchObject(answer);
    }
    await deliverHeldTo(asker);

    const mine = await exportedAccount(asker);
    const shown = (await goalFollowUps(asker)).body.items;
    expect(shown[0]?.answers).toHaveLength(2);
    expect(mine?.followUps).toEqual(shown);
    expect(mine?.followUpsAsked).toEqual([]);
    const text = JSON.stringify(mine).toLowerCase();
    for (const trace of [hidden.userId, hidden.username, hidden.email])
      expect(text).not.toContain(trace.toLowerCase());

    for (const giver of [named, hidden]) {
      const theirs = await exportedAccount(giver);
      expect(theirs?.followUpsAsked).toEqual(await followUpsToAnswer(giver));
      expect(theirs?.followUpsAsked.map((f) => [f.id, f.status])).toEqual([[asked.id, 'answered']]);
      // Their own words are theirs to download, the anonymous giver's too.
      expect(theirs?.followUpsAsked[0]?.yourAnswer).toMatchObject(answers.get(giver) ?? {});
      expect(theirs?.followUps).toEqual([]);
    }
  });
});
