import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeKey } from '@contract/routes';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { apiCorsHeaders } from '../api-cors';
import type { matchRoute } from './routing';

/**
 * The local gateway's translation, as the HTTP API does it: a Node request into a payload-2.0 event and a
 * Lambda context, a handler's result back into a response. Serving (routing, authorizer, timeouts) is
 * gateway.ts's.
 */
export type ApiHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

export type RouteMatch = NonNullable<ReturnType<typeof matchRoute>>;

const maxBodyBytes = 1024 * 1024;
const corsHeaders = apiCorsHeaders;

export const lambdaContext = (functionName: string, deadline: number): Context =>
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

/** The request's body, or null when it is larger than the HTTP API takes. */
export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json', ...headers });
  res.end(body);
}

/** An error answer as the HTTP API words it (`{"message": ...}`). */
export const sendMessage = (
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) => send(res, status, JSON.stringify({ message }), headers);

/** HTTP API hands JWT claims to the function as strings, a list (`cognito:groups`) as `[a b]`. */
export const claimsOf = (payload: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : Array.isArray(v) ? `[${v.join(' ')}]` : JSON.stringify(v),
    ]),
  );

/** The payload-2.0 event for `req` on `match`; public routes get no authorizer. */
export function apiEventOf(
  req: IncomingMessage,
  url: URL,
  match: RouteMatch,
  body: Buffer,
  claims: Record<string, string> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const method = req.method ?? 'GET';
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
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
  return event;
}

/** A handler's result as the HTTP API answers it: a bare string is a 200 body; header names lowercased. */
export function sendResult(res: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string') return send(res, 200, result);
  const resultHeaders = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  return send(res, result.statusCode ?? 200, result.body ?? '', resultHeaders);
}
