import type { RouteDef, RouteId } from '@contract/routes';

/** What the client needs of a route to call it. */
export type ApiRoute = Pick<RouteDef, 'method' | 'path' | 'auth'>;

declare const __API_ROUTES__: Record<RouteId, ApiRoute>;

/**
 * The method, path and auth of every route of `@contract/routes`, copied from it at build time
 * (vite.config.ts): calling the API downloads neither the route table's schemas nor zod.
 */
export const apiRoutes = __API_ROUTES__;
