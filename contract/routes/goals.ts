import { GoalOnWall, MyGoals } from '../schemas/goals';
import { type RouteDef, route } from './route-def';

/** The goals page. */
export const goalRoutes = {
  /** Each current goal with its linked receipts per month and the latest few. */
  getMyGoals: route({
    method: 'GET',
    path: '/me/goals',
    auth: 'user',
    handler: 'receipts',
    response: MyGoals,
  }),
  /** One switch per goal: its "Did I change?" line on the caller's wall, or not. */
  setGoalOnWall: route({
    method: 'PUT',
    path: '/me/goal-wall',
    auth: 'user',
    handler: 'receipts',
    body: GoalOnWall,
    response: GoalOnWall,
  }),
} as const satisfies Record<string, RouteDef>;
