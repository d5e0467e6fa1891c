import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type HandlerModule, handlerModules, routeKey } from '@contract/routes';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { functionTimeoutSeconds } from '../../functions/http/deadline';
import { apiCorsHeaders } from '../api-cors';
import { createTokenVerifier } from './jwt';
import { allowedMethods, matchRoute } from './routing';
import { listenOnLoopback, type Service } from './service';

export type ApiHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;
type TriggerHandler = (event: never) => Promise<unknown>;

const maxBodyBytes = 1024 * 1024;
const corsHeaders = apiCorsHeaders;

/** The Lambda triggers cognito-local may invoke, by function name. */
const triggers: Record<string, () => Promise<{ handler: TriggerHandler }>> = {
  preSignUp: () => import('../../functions/triggers/pre-sign-up'),
};

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

const loadSource = async (module: HandlerModule) =>
  ((await import(`../../functions/handlers/${module}.ts`)) as { handler: ApiHandler }).handler;

const functionTimeoutMs = functionTimeoutSeconds * 1000;

const lambdaContext = (functionName: string, deadline: number): Context =>
  ({
    awsRequestId: randomUUID(),
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json', ...headers });
  res.end(body);
}

/** The access key id of a SigV4 `Authorization` header (`AWS4-HMAC-SHA256 Credential=<key>/...`). */
const signingKeyId = (authorization: string | undefined) =>
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(authorization ?? '')?.[1] ?? '';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A Cognito trigger event: the fields every trigger reads and answers in. */
const isTriggerEvent = (event: unknown): event is Record<string, unknown> =>
  typeof event === 'object' &&
  event !== null &&
  !Array.isArray(event) &&
  typeof (event as { triggerSource?: unknown }).triggerSource === 'string' &&
  typeof (event as { response?: unknown }).response === 'object' &&
  (event as { response?: unknown }).response !== null;

/**
 * Lambda Invoke for cognito-local, like Lambda's IAM-authenticated endpoint: only calls signed with the
 * key the local cognito is configured with (a random one per start), only POST, only a trigger event.
 */
async function invokeTrigger(req: IncomingMessage, res: ServerResponse, name: string, keyId: string) {
  if (!sameSecret(signingKeyId(req.headers.authorization), keyId))
    return send(res, 403, JSON.stringify({ message: 'Forbidden' }));
  if (req.method !== 'POST') return send(res, 405, JSON.stringify({ message: 'Method Not Allowed' }));
  const load = Object.hasOwn(triggers, name) ? triggers[name] : undefined;
  if (!load) return send(res, 404, JSON.stringify({ message: 'Function not found' }));
  const body = await readBody(req);
  if (body === null) return send(res, 413, JSON.stringify({ message: 'Request Entity Too Large' }));
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    return send(res, 400, JSON.stringify({ message: 'Invalid trigger event' }));
  }
  if (!isTriggerEvent(event)) return send(res, 400, JSON.stringify({ message: 'Invalid trigger event' }));
  const result = await (await load()).handler(event as never);
  return send(res, 200, JSON.stringify(result));
}

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
    return await Promise.race([handler(event, lambdaContext(functionName, deadline)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the route table like the HTTP API: CORS, JWT authorizer on every non-public route, and the real
 * handler modules invoked with payload-2.0 events. Also answers cognito-local's Lambda Invoke calls.
 */
export async function startGateway({
  port,
  issuer,
  clientId,
  triggerKeyId,
  loadHandler,
}: GatewayOptions): Promise<Service> {
  const verifyToken = createTokenVerifier(issuer, clientId);
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

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invoke) return await invokeTrigger(req, res, invoke[1] ?? '', triggerKeyId);
      if (method === 'OPTIONS') {
        res.writeHead(204, corsHeaders);
        return res.end();
      }
      const match = matchRoute(method, url.pathname);
      if (!match) {
        const status = allowedMethods(url.pathname).length ? 405 : 404;
        return send(
          res,
          status,
          JSON.stringify({ message: status === 404 ? 'Not Found' : 'Method Not Allowed' }),
        );
      }

      let claims: Record<string, string> | undefined;
      if (match.route.auth === 'user') {
        const token =
          /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? req.headers.authorization ?? '';
        const payload = token ? await verifyToken(token) : null;
        if (!payload) return send(res, 401, JSON.stringify({ message: 'Unauthorized' }));
        // HTTP API hands claims to the function as strings, a list (`cognito:groups`) as `[a b]`.
        claims = Object.fromEntries(
          Object.entries(payload).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : Array.isArray(v) ? `[${v.join(' ')}]` : JSON.stringify(v),
          ]),
        );
      }

      const body = await readBody(req);
      if (body === null) return send(res, 413, JSON.stringify({ message: 'Request Entity Too Large' }));
      const query: Record<string, string> = {};
      for (const [key, value] of url.searchParams)
        query[key] = key in query ? `${query[key]},${value}` : value;
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const key = routeKey(match.route);
      const now = new Date();
      const event = {
        version: '2.0',
        routeKey: key,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
        body: body.length ? body.toString('utf8') : undefined,
        isBase64Encoded: false,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: req.headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: req.headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: key,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          authorizer: { jwt: { claims: claims ?? {}, scopes: [] }, principalId: '', integrationLatency: 0 },
        },
      } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
      if (match.route.auth === 'public') {
        (event.requestContext as { authorizer?: unknown }).authorizer = undefined;
      }

      const handler = await handlerOf(match.route.handler);
      const result = await invokeWithTimeout(handler, event, match.route.handler);
      if (result === timedOut) {
        // What the HTTP API answers when its function times out; our own deadline should come first.
        console.error(`  ✗  ${match.route.handler} timed out after ${functionTimeoutSeconds} s`);
        return send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
      }
      if (typeof result === 'string') return send(res, 200, result);
      const resultHeaders = Object.fromEntries(
        Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      return send(res, result.statusCode ?? 200, result.body ?? '', resultHeaders);
    } catch (error) {
      console.error('local gateway error', error);
      return send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });

  return listenOnLoopback(server, port);
}
