import type * as z from 'zod/mini';

/**
 * The Lambda function that serves a route, named by the resource it serves: one bundle per module
 * (functions/handlers/<module>.ts). The routes that touch S3 are in `media` (photos, voice uploads and links),
 * `receipts` (sending checks and attaches a voice note), `account` (export's voice links, deletion's media)
 * and `moderation` (it deletes a removed receipt's voice note), so no other bundle carries the S3 client;
 * `account` alone may delete Cognito users. `receipts` also serves what is read off receipts (the goals page,
 * the dashboard) and the blocked senders: no more than 10 functions, as the monitoring stack's error and
 * throttle alarms sum one metric per function and CloudWatch allows 10 in an alarm.
 */
export const handlerModules = [
  'usernames',
  'profile',
  'contacts',
  'users',
  'receipts',
  'media',
  'account',
  'moderation',
  'openapi',
  'contact-form',
] as const;
export type HandlerModule = (typeof handlerModules)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path template, e.g. `/users/{userId}`. */
  path: string;
  /** `public` routes have no authorizer; every other route needs a valid Cognito ID token. */
  auth: 'public' | 'user';
  /** Why a `public` route needs no sign-in (recorded where the security checks are suppressed). */
  publicBecause?: string;
  handler: HandlerModule;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /**
   * How the body is encoded: JSON unless stated (415 otherwise). `form` accepts
   * `application/x-www-form-urlencoded` and `multipart/form-data`, as RFC 8058 mail clients send.
   */
  bodyEncoding?: 'json' | 'form';
  response: z.ZodMiniType;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 204;
  /**
   * How long the route may work before it answers 503, when it needs longer than the API's usual deadline
   * (`requestDeadlineMs`) for work of its own rather than waiting on a dependency.
   */
  deadlineMs?: number;
  /**
   * The route changes how the member signs in or ends the account: the ID token's sign-in (`auth_time`) must
   * be within `limits.stepUpMinutes`, else 401 `RECENT_SIGN_IN_NEEDED` (functions/http/recent-sign-in.ts).
   */
  recentSignIn?: true;
}

export const route = <const R extends RouteDef>(r: R): R => r;

/** `GET /me` — the key API Gateway v2 puts in `event.routeKey`. */
export const routeKey = (r: RouteDef) => `${r.method} ${r.path}`;
