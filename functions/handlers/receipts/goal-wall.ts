import * as messages from '@contract/messages';
import type { Operation } from '../../http/api-handler';
import { badRequest, profileRequired } from '../../http/errors';
import { switchGoalOnWall } from '../../store/profiles/goals-on-wall';
import { getProfile } from '../../store/profiles/profiles';
import { pointFollowUps } from '../../store/receipts/goal-wall';

/**
 * One switch per goal: its "Did I change?" line on the caller's wall. Only the caller's own current goals (the
 * route names no one else, and the write checks the goal is still theirs); off takes the line off at once.
 */
export const setGoalOnWall: Operation<'setGoalOnWall'> = async ({ caller, body }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw profileRequired();
  if (!profile.goalTags.includes(body.goal)) throw badRequest(messages.followUpNotGoal);
  if (body.shown) await pointFollowUps(caller.userId, body.goal);
  if (!(await switchGoalOnWall(caller.userId, body.goal, body.shown)))
    throw badRequest(messages.followUpNotGoal);
  return body;
};
