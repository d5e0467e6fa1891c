import { limits } from '@contract/limits';
import type { AnswerFollowUp, FollowUpToAnswer, GoalFollowUp } from '@contract/schemas/follow-ups';
import { callApi } from './api';
import { asReceiptsFunction } from './feedback-requests';
import { linked, setGoals } from './goals';
import type { TestMember } from './profiles';

export const askFollowUp = (asker: TestMember, goal: string) =>
  callApi<GoalFollowUp>('POST', '/me/goal-follow-ups', { token: asker.idToken, body: { goal } });

/** The asker's follow-ups page as the goals page reads it (the whole response, cursor included). */
export const goalFollowUps = (asker: TestMember) =>
  callApi<{ items: GoalFollowUp[]; cursor: string | null }>('GET', '/me/goal-follow-ups', {
    token: asker.idToken,
  });

export const followUpsToAnswer = async (giver: TestMember) =>
  (await callApi<{ items: FollowUpToAnswer[] }>('GET', '/me/follow-ups', { token: giver.idToken })).body
    .items;

export const answerFollowUp = (giver: TestMember, followUpId: string, body: AnswerFollowUp) =>
  callApi<FollowUpToAnswer>('POST', `/me/follow-ups/${followUpId}/answer`, { token: giver.idToken, body });

export const declineFollowUp = (giver: TestMember, followUpId: string) =>
  callApi<FollowUpToAnswer>('POST', `/me/follow-ups/${followUpId}/decline`, {
    token: giver.idToken,
    body: {},
  });

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

/**
 * Dates every receipt linked to `goal` in the member's hub `days` ago, as if given then (the test's clock,
 * not the wall's): the two-week gate reads the first one's date.
 */
export function backdateLinked(recipient: TestMember, goal: string, days: number) {
  return asReceiptsFunction(async () => {
    const { allGoalLinked } = await import('../../functions/store/receipts/follow-ups');
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    for (const receipt of await allGoalLinked(recipient.userId, goal))
      await table.update({
        Key: keys.receipt(recipient.userId, receipt.id),
        UpdateExpression: 'SET createdAt = :at',
        ExpressionAttributeValues: { ':at': daysAgo(days) },
      });
  });
}

/** The member's last follow-up on `goal` dated `days` ago (its once-a-month guard). */
export function backdateGoalGuard(asker: TestMember, goal: string, days: number) {
  return asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    await table.update({
      Key: keys.followUpGoalGuard(asker.userId, goal),
      UpdateExpression: 'SET askedAt = :at',
      ExpressionAttributeValues: { ':at': daysAgo(days) },
    });
  });
}

/** A giver's follow-up asked `days` ago, as the store would have written it then (its reminder date too). */
export function backdateAsk(giver: TestMember, followUpId: string, days: number) {
  return asReceiptsFunction(async () => {
    const keys = await import('../../functions/store/platform/keys');
    const { table } = await import('../../functions/store/platform/table');
    const { daysAfter } = await import('../../functions/domain/follow-ups');
    const { limits } = await import('@contract/limits');
    const createdAt = daysAgo(days);
    const remindAt = daysAfter(createdAt, limits.followUp.reminderDays);
    await table.update({
      Key: keys.followUpAsk(giver.userId, followUpId),
      UpdateExpression: 'SET createdAt = :c, remindAt = :r, GSI2SK = :sk',
      ConditionExpression: 'attribute_exists(GSI2PK)',
      ExpressionAttributeValues: {
        ':c': createdAt,
        ':r': remindAt,
        ':sk': keys.followUpReminderIndex(remindAt, giver.userId, followUpId).GSI2SK,
      },
    });
  });
}

/**
 * An asker whose `goal` has a named giver's receipt and an anonymous giver's, two weeks old and more, and a
 * follow-up asked on it.
 */
export async function followUpScene(people: Promise<[TestMember, TestMember, TestMember]>, goal: string) {
  const [asker, named, anonymous] = await people;
  await setGoals(asker, [goal]);
  await linked(named, asker, goal);
  const anonymousReceipt = (await linked(anonymous, asker, goal, { anonymous: true })).body;
  await backdateLinked(asker, goal, limits.followUp.waitDays + 1);
  const asked = await askFollowUp(asker, goal);
  if (asked.status !== 201)
    throw new Error(`follow-up not asked: ${asked.status} ${JSON.stringify(asked.body)}`);
  return { asker, named, anonymous, anonymousReceipt, asked: asked.body };
}
