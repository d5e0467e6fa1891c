import { randomUUID } from 'node:crypto';
import type { FollowUpChange } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { GoalOnWall } from '@contract/schemas/goals';
import { PublicProfile, VisitorProfile } from '@contract/schemas/users';
import { callApi, errorMessage } from '../support/api';
import { asReceiptsFunction } from '../support/feedback-requests';
import {
  answerFollowUp,
  askFollowUp,
  backdateGoalGuard,
  backdateLinked,
  followUpsToAnswer,
} from '../support/follow-ups';
import { linked, myGoals, setGoals } from '../support/goals';
import { deliverHeldTo } from '../support/held-receipts';
import { createMember, type TestMember } from '../support/profiles';

const goal = 'Public Speaking';
const errorOf = (res: { status: number; body: unknown }) => [res.status, errorMessage(res)];

/** The goal's guard as a table from before it kept its follow-ups has it. */
const forgetPointers = (asker: TestMember) =>
  asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    await table.update({
      Key: keys.followUpGoalGuard(asker.userId, goal),
      UpdateExpression: 'REMOVE followUpId, earlierFollowUpId',
    });
  });

const switchOnWall = (who: TestMember, body: GoalOnWall | Record<string, unknown>, token = who.idToken) =>
  callApi<GoalOnWall>('PUT', '/me/goal-wall', { token, body });

/**
 * A goal's "Did I change?" line on its member's wall: off by default, shown only once 5 answered, moving only
 * in steps of 5, counts only (no words, no names), gone at once when switched off.
 */
describe("a goal's change line on the wall", () => {
  let asker: TestMember;
  let viewer: TestMember;
  let stranger: TestMember;
  /** Four named givers, one anonymous (the fifth to answer), and a named sixth. */
  let givers: TestMember[];
  let followUpId: string;
  const texts: string[] = [];

  /** The wall as a signed-in member reads it (by id and by username) and as a signed-out visitor does. */
  async function walls() {
    const byId = await callApi('GET', `/users/${asker.userId}/public-profile`, { token: viewer.idToken });
    const byName = await callApi('GET', `/users/by-username/${asker.username}/public-profile`, {
      token: viewer.idToken,
    });
    const visitor = await callApi('GET', `/visitors/profiles/${asker.username}`);
    // Never kept by a cache between the API and the page: the edge's `/api/*` behaviour caches nothing either.
    expect(visitor.headers?.get('cache-control')).toBe('no-store');
    const open = VisitorProfile.parse(visitor.body);
    if (open.access !== 'open') throw new Error('the profile link is not open');
    return [PublicProfile.parse(byId.body), PublicProfile.parse(byName.body), open.publicProfile];
  }
  /** The lines every reader of the wall gets: the same for each. */
  async function lines() {
    const all = (await walls()).map((w) => w.goalChanges);
    for (const each of all) expect(each).toEqual(all[0]);
    return all[0];
  }
  async function answer(giver: TestMember, change: FollowUpChange) {
    const text = `Wall-secret ${change} ${randomUUID()}`;
    texts.push(text);
    const res = await answerFollowUp(giver, followUpId, { change, text });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    [asker, viewer, stranger, ...givers] = await Promise.all([
      createMember('Wally', 'Asker'),
      createMember('Vera', 'Viewer'),
      createMember('Sid', 'Stranger'),
      ...['Ansel', 'Bexley', 'Corwin', 'Dorrit', 'Evander', 'Fenwick'].map((name) =>
        createMember(name, 'Quillfeather'),
      ),
    ]);
    // Goals shared (givers link to them), the link open to visitors, receipts not on the wall: any
    // giver's name in a response would then come from the line.
    await callApi('PUT', '/me/sharing-settings', {
      token: asker.idToken,
      body: { goals: true, receipts: false, bio: true, signedOutVisitors: true },
    });
    await setGoals(asker, [goal, 'Read More']);
    for (const [i, giver] of givers.entries()) await linked(giver, asker, goal, { anonymous: i === 4 });
    await backdateLinked(asker, goal, limits.followUp.waitDays + 1);
    const asked = await askFollowUp(asker, goal);
    expect(asked.status).toBe(201);
    followUpId = asked.body.id;
  });

  it('is off by default, and absent under 5 answers even when switched on', async () => {
    for (const [giver, change] of [
      [givers[0]!, 'yes'],
      [givers[1]!, 'somewhat'],
      [givers[2]!, 'no'],
      [givers[3]!, 'yes'],
    ] as const)
      await answer(giver, change);
    expect((await myGoals(asker)).goals.find((g) => g.tag === goal)?.onWall).toBe(false);
    expect(await lines()).toEqual([]);

    expect(await switchOnWall(asker, { goal, shown: true })).toEqual({
      status: 200,
      body: { goal, shown: true },
    });
    expect((await myGoals(asker)).goals.map((g) => [g.tag, g.onWall])).toEqual([
      ['Read More', false],
      [goal, true],
    ]);
    expect(await lines()).toEqual([]);
  });

  it('shows the counts once 5 answered (a held answer once delivered), and a sixth answer moves nothing', async () => {
    await answer(givers[4]!, 'yes');
    // The anonymous answer is held: the line waits for its delivery, as the asker's follow-up does.
    expect(await lines()).toEqual([]);
    await deliverHeldTo(asker);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);

    await answer(givers[5]!, 'no');
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it("never carries an answer's words, a name, or who answered", async () => {
    const raw = JSON.stringify(await walls());
    for (const text of texts) expect(raw).not.toContain(text);
    expect(raw).not.toContain('Wall-secret');
    for (const giver of givers)
      for (const trace of [giver.userId, giver.username, giver.firstName, giver.lastName, giver.email])
        expect(raw).not.toContain(trace);
    expect(raw).not.toContain(followUpId);
    for (const wall of await walls())
      for (const line of wall.goalChanges)
        expect(Object.keys(line).sort()).toEqual(['answered', 'goal', 'noticed']);
  });

  it('goes at once when switched off, for members and visitors alike, and comes back when on', async () => {
    expect((await switchOnWall(asker, { goal, shown: false })).status).toBe(200);
    expect(await lines()).toEqual([]);
    expect((await myGoals(asker)).goals.find((g) => g.tag === goal)?.onWall).toBe(false);
    // Off twice is still off.
    expect((await switchOnWall(asker, { goal, shown: false })).status).toBe(200);
    expect((await switchOnWall(asker, { goal, shown: true })).status).toBe(200);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it('names no goal while the member does not share their goals, the switch still on', async () => {
    const share = (goals: boolean) =>
      callApi('PUT', '/me/sharing-settings', {
        token: asker.idToken,
        body: { goals, receipts: false, bio: true, signedOutVisitors: true },
      });
    expect((await share(false)).status).toBe(200);
    expect(await lines()).toEqual([]);
    expect((await myGoals(asker)).goals.find((g) => g.tag === goal)?.onWall).toBe(true);
    expect((await share(true)).status).toBe(200);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it('is switched by its owner only, for their own current goals', async () => {
    // Another member cannot name anyone else's goal: theirs is refused, or switches only their own wall.
    expect(errorOf(await switchOnWall(stranger, { goal, shown: false }))).toEqual([
      400,
      messages.followUpNotGoal,
    ]);
    await setGoals(stranger, [goal]);
    expect((await switchOnWall(stranger, { goal, shown: false })).status).toBe(200);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
    // Signed out: the API's 401, and nothing changes.
    expect((await callApi('PUT', '/me/goal-wall', { body: { goal, shown: false } })).status).toBe(401);
    // A goal the owner does not have, one that is not a goal, and a switch that is not one: 400.
    expect(errorOf(await switchOnWall(asker, { goal: 'Dating', shown: true }))).toEqual([
      400,
      messages.followUpNotGoal,
    ]);
    for (const body of [
      { goal: 'Flying', shown: true },
      { goal, shown: 'no' },
      { goal },
      { goal, shown: false, userId: asker.userId },
    ])
      expect((await switchOnWall(asker, body)).status).toBe(400);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it('stays while the goal is asked again, until 5 answer the new follow-up', async () => {
    await backdateGoalGuard(asker, goal, limits.followUp.everyDays);
    const again = await askFollowUp(asker, goal);
    expect(again.status).toBe(201);
    expect((await followUpsToAnswer(givers[0]!)).map((f) => f.id)).toContain(again.body.id);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it("finds a goal's follow-ups when switched on, where its guard did not keep them", async () => {
    await forgetPointers(asker);
    expect(await lines()).toEqual([]);
    expect((await switchOnWall(asker, { goal, shown: true })).status).toBe(200);
    expect(await lines()).toEqual([{ goal, answered: 5, noticed: 4 }]);
  });

  it('goes with its goal: picked again, the goal starts off', async () => {
    await setGoals(asker, ['Read More']);
    expect(await lines()).toEqual([]);
    await setGoals(asker, [goal, 'Read More']);
    expect((await myGoals(asker)).goals.find((g) => g.tag === goal)?.onWall).toBe(false);
    expect(await lines()).toEqual([]);
  });
});
