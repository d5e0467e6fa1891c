import { myGoalsOf } from '../../domain/goals';
import type { Operation } from '../../http/api-handler';
import { profileRequired } from '../../http/errors';
import { getProfile } from '../../store/profiles/profiles';
import { latestGoalLinked } from '../../store/receipts/goal-links';

/** The goals page: the caller's goals, their linked receipts per month and the latest few. */
export const getMyGoals: Operation<'getMyGoals'> = async ({ caller }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw profileRequired();
  const latest = await latestGoalLinked(caller.userId, profile.goalTags);
  return myGoalsOf(profile, latest, new Date());
};
