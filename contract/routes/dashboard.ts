import { Dashboard } from '../schemas/dashboard';
import { type RouteDef, route } from './route-def';

/** The dashboard. */
export const dashboardRoutes = {
  /** The member's growth figures (see `Dashboard`): a constant number of reads whatever the history. */
  getDashboard: route({
    method: 'GET',
    path: '/me/dashboard',
    auth: 'user',
    handler: 'receipts',
    response: Dashboard,
  }),
} as const satisfies Record<string, RouteDef>;
