import { limits } from '@contract/limits';
import { Dashboard } from '@contract/schemas/dashboard';
import { callApi } from '../support/api';
import { isoWeek, settledDashboard } from '../support/dashboard';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import {
  addToCircle,
  blockSender,
  deleteAccount,
  hideReceipt,
  removeReportedReceipt,
  reportReceipt,
} from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';

/** The dashboard, once the stream consumer has caught up, equals a recount of the member's lists. */
async function expectFiguresMatchLists(member: TestMember) {
  const { figures, expected, shown } = await settledDashboard(member);
  expect(figures).toEqual(expected);
  return shown;
}

const give = async (from: TestMember, to: TestMember, fields: Record<string, unknown> = {}) => {
  const res = await giveReceipt(from, to, fields);
  expect(res.status).toBe(201);
  return res.body;
};

jest.setTimeout(180_000);

describe('GET /me/dashboard', () => {
  it('refuses a request without a valid sign-in', async () => {
    expect((await callApi('GET', '/me/dashboard')).status).toBe(401);
    expect((await callApi('GET', '/me/dashboard', { token: 'not-a-token' })).status).toBe(401);
  });

  it('shows a new member an empty dashboard: 12 weeks, 12 months, all zero, flagged new', async () => {
    const member = await createMember();
    const res = await callApi('GET', '/me/dashboard', { token: member.idToken });
    expect(res.status).toBe(200);
    const dashboard = Dashboard.parse(res.body);
    expect(dashboard.isNew).toBe(true);
    expect(dashboard.weeks).toHaveLength(limits.dashboardWeeks);
    expect(dashboard.months).toHaveLength(limits.dashboardMonths);
    expect(dashboard.weeks.every((w) => w.received.total === 0 && w.given.total === 0)).toBe(true);
    expect(dashboard.balance).toEqual({ received: 0, given: 0 });
    expect(dashboard.rhythm).toEqual({ givenStreakWeeks: 0, givenThisWeek: false });
    expect(dashboard.noticed.intents).toEqual([]);
    expect(dashboard.innerCircle).toEqual([]);
  });

  describe('figures after sends, hides, blocks, reports, removals and deletions', () => {
    let me: TestMember;
    let friend: TestMember;
    let other: TestMember;
    let moderator: TestMember;

    beforeAll(async () => {
      [me, friend, other, moderator] = await Promise.all([
        createMember('Dana', 'Dash'),
        createMember('Finn', 'Friend'),
        createMember('Olga', 'Other'),
        createMember('Mo', 'Derator'),
      ]);
      moderator = await makeModerator(moderator);
      await addToCircle(me, friend);
    });

    it('counts sends by week, month, category, intent, tag and day context; the circle shows last dates', async () => {
      const named = await give(friend, me, {
        category: 'Work',
        intent: 'Growth',
        dayContext: 'Hard Day',
        emotionalRegulation: ['Remained Grounded'],
      });
      // An anonymous receipt counts for its recipient but never as the friend's "last gave you".
      const anonymous = await give(friend, me, {
        anonymous: true,
        category: 'Play',
        intent: 'Empathy',
        dayContext: 'Good Day',
      });
      const given = await give(me, friend, { category: 'Health', dayContext: 'Mixed Day' });

      const figures = await expectFiguresMatchLists(me);
      // Each in the dashboard's week by its own date, as the dashboard read it: the anonymous one is dated at
      // its delivery hour, which the test brings forward (sent on a Sunday, next week's); and a run across
      // midnight on a Sunday reads the sends of the week before.
      const thisWeek = (r: { createdAt: string }) => isoWeek(r.createdAt) === isoWeek(figures.asOf);
      const anonymousThisWeek = thisWeek(anonymous);
      expect(figures.isNew).toBe(false);
      expect(figures.balance).toEqual({ received: 2, given: 1 });
      expect(figures.weeks.at(-1)!.received.byCategory).toMatchObject({
        Work: thisWeek(named) ? 1 : 0,
        Play: anonymousThisWeek ? 1 : 0,
      });
      expect(figures.months.at(-1)!.given.byCategory.Health).toBe(
        given.createdAt.slice(0, 7) === figures.asOf.slice(0, 7) ? 1 : 0,
      );
      expect(figures.noticed.intents.map((t) => [t.name, t.recent])).toEqual([
        ...(anonymousThisWeek ? [['Empathy', 1]] : []),
        ['Growth', 1],
      ]);
      expect(figures.noticed.tags).toEqual([{ name: 'Remained Grounded', recent: 1, previous: 0 }]);
      expect(figures.dayContexts.received).toEqual({ 'Good Day': 1, 'Mixed Day': 0, 'Hard Day': 1 });
      expect(figures.rhythm).toEqual({ givenStreakWeeks: 1, givenThisWeek: thisWeek(given) });
      expect(figures.innerCircle).toEqual([
        expect.objectContaining({
          userId: friend.userId,
          lastGivenAt: given.createdAt,
          lastReceivedNamedAt: named.createdAt,
          suggestGiving: false,
        }),
      ]);
      await expectFiguresMatchLists(friend);
    });

    it('keeps a hidden receipt in its owner figures', async () => {
      const receipt = await give(other, me, { category: 'Relationships' });
      const before = (await expectFiguresMatchLists(me)).balance.received;
      await hideReceipt(me, receipt.id);
      const after = await expectFiguresMatchLists(me);
      expect(after.balance.received).toBe(before);
    });

    it('takes a blocked sender receipts out of the recipient figures, not out of the sender given', async () => {
      const receipt = await give(other, friend, { category: 'Work' });
      const sent = (await expectFiguresMatchLists(other)).balance.given;
      const received = (await expectFiguresMatchLists(friend)).balance.received;
      await blockSender(friend, receipt.id);
      expect((await expectFiguresMatchLists(friend)).balance.received).toBe(received - 1);
      expect((await expectFiguresMatchLists(other)).balance.given).toBe(sent);
    });

    it('takes a reported receipt out of the recipient figures, and a removed one out of both', async () => {
      const text = `reported ${Date.now()}`;
      const receipt = await give(friend, me, { category: 'Play', receiptText: text });
      const mine = await expectFiguresMatchLists(me);
      const theirs = await expectFiguresMatchLists(friend);
      expect(mine.innerCircle[0]!.lastReceivedNamedAt).toBe(receipt.createdAt);
      await reportReceipt(me, receipt.id);
      const reported = await expectFiguresMatchLists(me);
      expect(reported.balance.received).toBe(mine.balance.received - 1);
      expect(reported.innerCircle[0]!.lastReceivedNamedAt).not.toBe(receipt.createdAt);
      expect((await expectFiguresMatchLists(friend)).balance.given).toBe(theirs.balance.given);
      await removeReportedReceipt(moderator, text);
      expect((await expectFiguresMatchLists(friend)).balance.given).toBe(theirs.balance.given - 1);
      await expectFiguresMatchLists(me);
    });

    it("keeps every figure equal to the lists when a member's account is deleted", async () => {
      const leaving = await createMember('Lee', 'Leaving');
      await give(leaving, me, { category: 'Health' });
      await give(me, leaving, { category: 'Work' });
      await give(leaving, other, { category: 'Play', anonymous: true });
      await expectFiguresMatchLists(me);
      await deleteAccount(leaving);
      await expectFiguresMatchLists(me);
      await expectFiguresMatchLists(other);
    });
  });
});
