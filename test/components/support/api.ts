import type { errorCodes } from '@contract/error-codes';
import { type ResponseOf, type RouteDef, type RouteId, type Routes, routes } from '@contract/routes';
import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type * as z from 'zod/mini';

/** Where the component tests' API answers: `/config.json` names it, as a stage's does. */
export const apiUrl = 'https://api.component.test';

/** The stage config the site reads: a user pool whose tokens the tests write themselves (session.ts). */
export const siteConfig = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_component',
  userPoolClientId: 'componentclient',
  apiUrl,
  authFlowType: 'USER_SRP_AUTH',
  totpMfa: false,
  passkeys: false,
} satisfies SiteConfig;

/** The network of every component test: `/config.json`, and whatever routes a test answers (`answer`). */
export const server = setupServer(http.get(siteConfigPath, () => HttpResponse.json(siteConfig)));

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** An error as the API answers it (functions/http/errors.ts), which the site shows as it says. */
export const apiError = (status: number, code: ErrorCode, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** A route's body as the API reads it: parsed by its schema, defaults filled in. */
export type ParsedBodyOf<Id extends RouteId> = Routes[Id] extends { body: z.ZodMiniType }
  ? z.output<Routes[Id]['body']>
  : undefined;

interface Call<Id extends RouteId> {
  /** The request body, checked against the route's schema: a component that sends what the API refuses fails. */
  body: ParsedBodyOf<Id>;
  params: Record<string, string>;
  url: URL;
}

/**
 * Answers one route of the contract with what `respond` returns, checked against the route's response
 * schema and sent with its status; or with a Response of its own (an error). A `user` route without a token
 * is answered 401, as the API's authorizer does.
 */
export function answer<Id extends RouteId>(
  id: Id,
  respond: (call: Call<Id>) => ResponseOf<Id> | Response | Promise<ResponseOf<Id> | Response>,
) {
  const route: RouteDef = routes[id];
  const method = route.method.toLowerCase() as Lowercase<RouteDef['method']>;
  const path = `${apiUrl}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](path, async ({ request, params }) => {
    if (route.auth === 'user' && !request.headers.get('authorization'))
      return new Response(null, { status: 401 });
    const body = (route.body ? route.body.parse(await request.json()) : undefined) as ParsedBodyOf<Id>;
    const answered = await respond({
      body,
      params: params as Record<string, string>,
      url: new URL(request.url),
    });
    if (answered instanceof Response) return answered;
    const status = route.status ?? 200;
    return status === 204
      ? new Response(null, { status })
      : HttpResponse.json(route.response.parse(answered) as JsonBodyType, { status });
  });
}
