import { MyGoals } from '../schemas/goals';
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
} as const satisfies Record<string, RouteDef>;
