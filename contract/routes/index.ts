import type * as z from 'zod/mini';
import { accountRoutes } from './account';
import { blockRoutes } from './blocks';
import { contactFormRoutes } from './contact-form';
import { contactRoutes } from './contacts';
import { dashboardRoutes } from './dashboard';
import { feedbackRequestRoutes } from './feedback-requests';
import { followUpRoutes } from './follow-ups';
import { goalRoutes } from './goals';
import { helpfulMarkRoutes } from './helpful-marks';
import { journalRoutes } from './journal';
import { mediaRoutes } from './media';
import { moderationRoutes } from './moderation';
import { openapiRoutes } from './openapi';
import { profileRoutes } from './profile';
import { receiptRoutes } from './receipts';
import type { RouteDef } from './route-def';
import { usernameRoutes } from './usernames';
import { userRoutes } from './users';

export {
  type HandlerModule,
  type HttpMethod,
  handlerModules,
  type RouteDef,
  routeKey,
} from './route-def';

/**
 * The route table by area, one module each in this folder. A route id is unique across areas: the table
 * below is their union, and a second route under one id would replace the first (test/unit/route-table.test.ts).
 */
export const routeAreas = {
  usernames: usernameRoutes,
  contactForm: contactFormRoutes,
  profile: profileRoutes,
  goals: goalRoutes,
  journal: journalRoutes,
  feedbackRequests: feedbackRequestRoutes,
  followUps: followUpRoutes,
  dashboard: dashboardRoutes,
  media: mediaRoutes,
  contacts: contactRoutes,
  users: userRoutes,
  receipts: receiptRoutes,
  helpfulMarks: helpfulMarkRoutes,
  blocks: blockRoutes,
  moderation: moderationRoutes,
  account: accountRoutes,
  openapi: openapiRoutes,
} as const;

/** The whole API (SPEC §7). Infra, the local gateway, the handlers and the web client are all built from it. */
export const routes = {
  ...usernameRoutes,
  ...contactFormRoutes,
  ...profileRoutes,
  ...goalRoutes,
  ...journalRoutes,
  ...feedbackRequestRoutes,
  ...followUpRoutes,
  ...dashboardRoutes,
  ...mediaRoutes,
  ...contactRoutes,
  ...userRoutes,
  ...receiptRoutes,
  ...helpfulMarkRoutes,
  ...blockRoutes,
  ...moderationRoutes,
  ...accountRoutes,
  ...openapiRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const routeIds = Object.keys(routes) as RouteId[];

export type ResponseOf<Id extends RouteId> = z.output<Routes[Id]['response']>;
export type BodyOf<Id extends RouteId> = Routes[Id] extends { body: z.ZodMiniType }
  ? z.input<Routes[Id]['body']>
  : never;
export type QueryOf<Id extends RouteId> = Routes[Id] extends { query: z.ZodMiniType }
  ? z.input<Routes[Id]['query']>
  : never;
export type ParamsOf<Id extends RouteId> = Routes[Id] extends { params: z.ZodMiniType }
  ? z.input<Routes[Id]['params']>
  : never;

/**
 * The method, path and auth of every route, without the schemas: what the web client is built with (Vite
 * defines it as `__API_ROUTES__`, web/src/lib/api-routes.ts), so calling the API downloads no zod.
 */
export const clientRoutes = () =>
  Object.fromEntries(
    Object.entries(routes).map(([id, { method, path, auth }]) => [id, { method, path, auth }]),
  ) as Record<RouteId, Pick<RouteDef, 'method' | 'path' | 'auth'>>;
