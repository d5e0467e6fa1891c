import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { ulid } from 'ulid';
import {
  askRefusal,
  daysAfter,
  followUpView,
  giversOf,
  type StoredFollowUp,
  type StoredFollowUpAsk,
} from '../../domain/follow-ups';
import type { Operation } from '../../http/api-handler';
import { badRequest, HttpError, profileRequired } from '../../http/errors';
import { getProfile } from '../../store/profiles/profiles';
import {
  allGoalLinked,
  pageOfFollowUps,
  reachableGivers,
  saveFollowUp,
} from '../../store/receipts/follow-ups';
import { earlierOnWall } from '../../store/receipts/goal-wall';

const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

/**
 * Asks everyone who gave a receipt linked to the goal, two weeks or more after its first one, once a month.
 * Who was reached (blocked pairs and ended accounts are not) is never told: the response names no one.
 */
export const askFollowUp: Operation<'askFollowUp'> = async ({ caller, body }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw profileRequired();
  if (!profile.goalTags.includes(body.goal)) throw badRequest(messages.followUpNotGoal);
  const now = new Date();
  const linked = await allGoalLinked(caller.userId, body.goal);
  const refusal = askRefusal(linked, now);
  if (refusal === 'noGivers') throw conflict(messages.followUpNoGivers);
  if (refusal === 'tooSoon') throw conflict(messages.followUpTooSoon);
  const givers = (await reachableGivers(caller.userId, giversOf(linked, caller.userId))).slice(
    0,
    limits.followUp.giversMax,
  );
  const createdAt = now.toISOString();
  const followUp: StoredFollowUp = {
    id: ulid(now.getTime()),
    askerId: caller.userId,
    goal: body.goal,
    question: format(messages.followUpQuestion, { goal: body.goal.toLowerCase() }),
    createdAt,
    givers,
    before: linked.slice(0, limits.followUp.beforeMax).map((r) => r.id),
    answers: [],
  };
  const asks = givers.map(
    (giver): StoredFollowUpAsk => ({
      id: followUp.id,
      askerId: caller.userId,
      askerName: profile.fullName || profile.username,
      giverId: giver.id,
      goal: body.goal,
      question: followUp.question,
      createdAt,
      remindAt: daysAfter(createdAt, limits.followUp.reminderDays),
      anonymous: giver.anonymous,
      status: 'pending',
      reminded: false,
    }),
  );
  const earlier = await earlierOnWall(caller.userId, body.goal);
  if ((await saveFollowUp(followUp, asks, earlier)) === 'askedThisMonth')
    throw conflict(messages.followUpAskedThisMonth);
  return followUpView(followUp, linked.slice(0, limits.followUp.beforeMax));
};

export const listGoalFollowUps: Operation<'listGoalFollowUps'> = async ({ caller, query }) => {
  const page = await pageOfFollowUps(caller.userId, query.cursor, query.limit ?? limits.pageSizeDefault);
  return {
    items: page.items.map(({ followUp, before }) => followUpView(followUp, before)),
    cursor: page.cursor,
  };
};
