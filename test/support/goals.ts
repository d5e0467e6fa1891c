import { limits } from '@contract/limits';
import { MyGoals } from '@contract/schemas/goals';
import { callApi } from './api';
import type { TestMember } from './profiles';
import { allReceipts, giveReceipt } from './receipts';

export const setGoals = (who: TestMember, selected: string[]) =>
  callApi('PUT', '/me/goal-tags', { token: who.idToken, body: { selected } });
export const shareGoals = (who: TestMember, goals: boolean) =>
  callApi('PUT', '/me/sharing-settings', { token: who.idToken, body: { goals, receipts: true, bio: true } });
export const myGoals = async (who: TestMember) =>
  MyGoals.parse((await callApi('GET', '/me/goals', { token: who.idToken })).body);
export const linked = (
  from: TestMember,
  to: TestMember,
  goal: string,
  fields: Record<string, unknown> = {},
) => giveReceipt(from, to, { goal, receiptText: `For ${goal} ${Math.random()}`, ...fields });

/**
 * Every goal figure equals a count over the hub's own list: per month, in all, and the latest few are the
 * newest linked receipts the hub shows (an anonymous one as "Anonymous").
 */
export async function expectGoalsMatchHub(recipient: TestMember) {
  const hub = await allReceipts(recipient, 'received');
  const { goals } = await myGoals(recipient);
  for (const goal of goals) {
    const inHub = hub.filter((r) => r.goal === goal.tag);
    expect([goal.tag, goal.total]).toEqual([goal.tag, inHub.length]);
    for (const { month, count } of goal.months)
      expect([goal.tag, month, count]).toEqual([
        goal.tag,
        month,
        inHub.filter((r) => r.createdAt.startsWith(month)).length,
      ]);
    const newest = inHub.slice(0, limits.goalLatestReceipts);
    expect(goal.latest.map((r) => [r.id, r.senderName])).toEqual(newest.map((r) => [r.id, r.senderName]));
  }
  return goals;
}
