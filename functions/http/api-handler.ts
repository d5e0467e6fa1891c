import * as messages from '@contract/messages';
import '@contract/schemas/app-wording';
import type { HandlerModule, ResponseOf, RouteDef, RouteId, Routes } from '@contract/routes';
import { routeKey } from '@contract/routes/route-def';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { activeCaller, type Caller, callerFrom } from './caller';
import { clientAddressOf } from './client-address';
import { withinDeadline } from './deadline';
import { edgeOnly } from './edge-only';
import { badRequest, notFound, unsupportedMediaType } from './errors';
import type { Logger } from './logger';
import { businessMetricsPublisher, jsonErrors, jsonHeaders, loggerOf, requestLogger } from './middlewares';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = Exclude<APIGatewayProxyResultV2, string>;

type Parsed<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, z.ZodMiniType> ? z.output<R[K]> : undefined;

export interface OperationInput<Id extends RouteId> {
  caller: Routes[Id]['auth'] extends 'public' ? Caller | null : Caller;
  params: Parsed<Routes[Id], 'params'>;
  query: Parsed<Routes[Id], 'query'>;
  body: Parsed<Routes[Id], 'body'>;
  /** The client's address, the viewer's behind the site's distribution (`clientAddressOf`): per-address limits. */
  clientAddress: string;
  log: Logger;
}
export type Operation<Id extends RouteId> = (input: OperationInput<Id>) => Promise<ResponseOf<Id>>;

type RouteIdsOf<M extends HandlerModule> = {
  [K in RouteId]: Routes[K]['handler'] extends M ? K : never;
}[RouteId];
export type Operations<M extends HandlerModule> = { [Id in RouteIdsOf<M>]: Operation<Id> };
/**
 * The routes a module serves, from their areas' modules (`@contract/routes/contacts`), not the whole table: a
 * bundle then carries only its own routes' schemas.
 */
export type RoutesOf<M extends HandlerModule> = { [Id in RouteIdsOf<M>]: Routes[Id] };

function validate(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? messages.invalidRequest);
  return result.data;
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test((contentType ?? '').trim());

/** The form encodings RFC 8058 mail clients POST with. */
const isForm = (contentType: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test((contentType ?? '').trim());

/** A form body's text fields (urlencoded or multipart, parsed by the platform's `Response`). */
async function parseForm(body: Buffer, contentType: string): Promise<Record<string, string>> {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    return Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    throw badRequest(messages.invalidRequest);
  }
}

async function parseBody(event: Event, route: RouteDef): Promise<unknown> {
  if (!route.body) return undefined;
  if (!event.body) return {};
  const contentType = Object.entries(event.headers ?? {}).find(
    ([k]) => k.toLowerCase() === 'content-type',
  )?.[1];
  const bytes = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (route.bodyEncoding === 'form') {
    if (!isForm(contentType)) throw unsupportedMediaType(messages.formBodyRequired);
    return parseForm(bytes, contentType!);
  }
  if (!isJson(contentType)) throw unsupportedMediaType(messages.jsonBodyRequired);
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

/**
 * Builds the Lambda handler of one module: finds the route from `routeKey`, checks the caller (signed in,
 * account not ended), validates params, query and body with the route's zod schemas (400 with the spec's
 * message), runs the operation and turns errors into the JSON error shape. Nothing unexpected leaks: 500s are logged.
 */
export function createApiHandler<M extends HandlerModule>(
  module: M,
  table: RoutesOf<M>,
  operations: Operations<M>,
) {
  const byKey = new Map<string, { id: RouteId; route: RouteDef; operation: Operation<RouteId> }>();
  const routesById = table as Record<string, RouteDef>;
  for (const [id, operation] of Object.entries(operations) as [RouteId, Operation<RouteId>][]) {
    const route = routesById[id];
    if (!route) throw new Error(`${module}: no route ${id} in its table`);
    byKey.set(routeKey(route), { id, route, operation });
  }

  const run = async (event: Event, context: Context): Promise<Result> => {
    const log = loggerOf(context);
    const entry = byKey.get(event.routeKey);
    if (!entry) throw notFound();
    const { id, route, operation } = entry;
    // The account check reads the table too: one deadline covers it and the work.
    const answer = async () => {
      const caller = route.auth === 'user' ? await activeCaller(event, id, route) : callerFrom(event);
      const input = {
        caller,
        params: validate(route.params, event.pathParameters ?? {}),
        query: validate(route.query, event.queryStringParameters ?? {}),
        body: validate(route.body, await parseBody(event, route)),
        clientAddress: clientAddressOf(event),
        log,
      } as OperationInput<RouteId>;
      return operation(input);
    };
    const data = await withinDeadline(answer(), route.deadlineMs);
    const status = route.status ?? 200;
    log.info('request done', { status });
    return { statusCode: status, headers: jsonHeaders, body: status === 204 ? '' : JSON.stringify(data) };
  };

  // Used last, so its after and onError run first: before jsonErrors answers for an error. `edgeOnly` refuses
  // a request that did not come through the distribution before `run` reads anything.
  return middy<Event, Result, Error, Context>()
    .use(requestLogger(module))
    .use(jsonErrors())
    .use(businessMetricsPublisher())
    .use(edgeOnly())
    .handler(run);
}
