import { createServer, type IncomingMessage } from 'node:http';
import { edgeRateLimits, edgeRetryAfter } from '@contract/limits';
import * as messages from '@contract/messages';
import { type HandlerModule, handlerModules } from '@contract/routes';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { functionTimeoutSeconds } from '../../functions/http/deadline';
import { apiCorsHeaders } from '../api-cors';
import { importFunction } from './function-module';
import {
  type ApiHandler,
  apiEventOf,
  claimsOf,
  lambdaContext,
  type RouteMatch,
  readBody,
  sendMessage,
  sendResult,
} from './gateway-events';
import { invokeTrigger } from './gateway-triggers';
import { runAsFunction } from './iam/enforce';
import { createTokenVerifier } from './jwt';
import { allowedMethods, matchRoute } from './routing';
import { listenOnLoopback, type Service } from './service';
import { createThrottles, localThrottlesOff } from './throttles';

export type { ApiHandler } from './gateway-events';

export interface GatewayOptions {
  port: number;
  issuer: string;
  clientId: string;
  /** The access key cognito-local signs its trigger calls with: trigger calls without it get 403. */
  triggerKeyId: string;
  /**
   * Loads a module's handler on its first request (the bench serves built bundles this way, one fresh
   * process per cold start). By default every handler module's source is loaded when the gateway starts.
   */
  loadHandler?: (module: HandlerModule) => Promise<ApiHandler>;
}

/** The module a route's function is built from (api-stack.ts builds each from the same path). */
const handlerEntry = (module: string) => `functions/handlers/${module}.ts`;

const loadSource = async (module: HandlerModule) =>
  (await importFunction<{ handler: ApiHandler }>(handlerEntry(module))).handler;

const functionTimeoutMs = functionTimeoutSeconds * 1000;

const timedOut = Symbol('timed out');

/** Runs a handler as Lambda does: with the function's timeout, after which its answer no longer counts. */
async function invokeWithTimeout(
  handler: ApiHandler,
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  functionName: string,
): Promise<APIGatewayProxyResultV2 | typeof timedOut> {
  const deadline = Date.now() + functionTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), functionTimeoutMs);
  });
  try {
    const run = () => handler(event, lambdaContext(functionName, deadline));
    return await Promise.race([runAsFunction(handlerEntry(functionName), run), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the route table like the HTTP API: CORS, JWT authorizer on every non-public route, and the real
 * handler modules invoked with payload-2.0 events (gateway-events.ts). Also answers cognito-local's Lambda
 * Invoke calls (gateway-triggers.ts).
 */
export async function startGateway({
  port,
  issuer,
  clientId,
  triggerKeyId,
  loadHandler,
}: GatewayOptions): Promise<Service> {
  const verifyToken = createTokenVerifier(issuer, clientId);
  const throttled = localThrottlesOff() ? () => null : createThrottles();
  const loaded = new Map<HandlerModule, Promise<ApiHandler>>();
  const handlerOf = (module: HandlerModule) => {
    let handler = loaded.get(module);
    if (!handler) {
      handler = (loadHandler ?? loadSource)(module);
      loaded.set(module, handler);
    }
    return handler;
  };
  if (!loadHandler) await Promise.all(handlerModules.map(handlerOf));

  /** The caller's claims on a user route (null: refused), none on a public one. */
  const claimsFor = async (req: IncomingMessage, match: RouteMatch) => {
    if (match.route.auth !== 'user') return undefined;
    const token =
      /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? req.headers.authorization ?? '';
    const payload = token ? await verifyToken(token) : null;
    return payload ? claimsOf(payload) : null;
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invoke) return await invokeTrigger(req, res, invoke[1] ?? '', triggerKeyId);
      if (method === 'OPTIONS') {
        res.writeHead(204, apiCorsHeaders);
        return res.end();
      }
      const match = matchRoute(method, url.pathname);
      if (!match) {
        if (allowedMethods(url.pathname).length) return sendMessage(res, 405, 'Method Not Allowed');
        return sendMessage(res, 404, 'Not Found');
      }
      const claims = await claimsFor(req, match);
      if (claims === null) return sendMessage(res, 401, 'Unauthorized');
      // The per-caller rule in front of the API, then the route's shared bucket: 429 before any function runs.
      const memberId = typeof claims?.sub === 'string' ? claims.sub : undefined;
      const refusedBy = throttled(`${method} ${match.route.path}`, {
        address: req.socket.remoteAddress ?? '',
        memberId,
      });
      // The edge's rules say when to try again, as the web ACL's custom response does; the stage's bucket,
      // like API Gateway's, does not.
      if (refusedBy === 'route') return sendMessage(res, 429, messages.requestThrottled);
      if (refusedBy)
        return sendMessage(res, 429, messages.requestThrottled, edgeRetryAfter(edgeRateLimits[refusedBy]));
      const body = await readBody(req);
      if (body === null) return sendMessage(res, 413, 'Request Entity Too Large');

      const handler = await handlerOf(match.route.handler);
      const event = apiEventOf(req, url, match, body, claims);
      const result = await invokeWithTimeout(handler, event, match.route.handler);
      if (result === timedOut) {
        // What the HTTP API answers when its function times out; our own deadline should come first.
        console.error(`  ✗  ${match.route.handler} timed out after ${functionTimeoutSeconds} s`);
        return sendMessage(res, 500, 'Internal Server Error');
      }
      return sendResult(res, result);
    } catch (error) {
      console.error('local gateway error', error);
      return sendMessage(res, 500, 'Internal Server Error');
    }
  });

  return listenOnLoopback(server, port);
}
