import { edgeSecretHeader, viewerAddressHeader } from '@contract/edge-headers';
import { usernameRoutes } from '@contract/routes/usernames';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { envNames } from '../../functions/config';
import { createApiHandler } from '../../functions/http/api-handler';
import { badRequest } from '../../functions/http/errors';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = { statusCode: number; headers: Record<string, string> };

const event = (username: string, headers: Record<string, string> = {}) =>
  ({
    routeKey: 'GET /usernames/{username}/availability',
    headers,
    pathParameters: { username },
    requestContext: { requestId: 'apigw-request-1', http: { sourceIp: '130.176.0.1' } },
  }) as unknown as Event;

const handler = createApiHandler('usernames', usernameRoutes, {
  checkUsername: async ({ params, log }) => {
    log.info('checking');
    if (params.username === 'refused') throw badRequest('no');
    return { username: params.username, isAvailable: true };
  },
});

/** The JSON lines the handler writes while serving one request. */
async function linesOf(e: Event): Promise<{ result: Result; lines: Record<string, unknown>[] }> {
  const written: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void written.push(line));
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    const result = (await handler(e, { awsRequestId: 'lambda-1' } as Context)) as Result;
    return { result, lines: written.map((line) => JSON.parse(line) as Record<string, unknown>) };
  } finally {
    process.env.LOG_LEVEL = previous;
    log.mockRestore();
  }
}

describe('request logs', () => {
  it("are JSON lines carrying one correlation id (API Gateway's request id), also sent back", async () => {
    const { result, lines } = await linesOf(event('ada_l'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines)
      expect(line).toMatchObject({
        correlationId: 'apigw-request-1',
        requestId: 'lambda-1',
        module: 'usernames',
      });
    expect(result.headers['x-correlation-id']).toBe('apigw-request-1');
  });

  it("keep a caller's plain correlation id, on refusals too, and ignore one that is not a plain token", async () => {
    const given = await linesOf(event('refused', { 'x-correlation-id': 'trace-0123456789' }));
    expect(given.result.statusCode).toBe(400);
    expect(given.result.headers['x-correlation-id']).toBe('trace-0123456789');
    expect(given.lines.every((l) => l.correlationId === 'trace-0123456789')).toBe(true);

    const odd = await linesOf(event('ada_l', { 'x-correlation-id': 'x\n{"level":"error"}' }));
    expect(odd.result.headers['x-correlation-id']).toBe('apigw-request-1');
  });

  it("name the client's address: the viewer's from the edge, the connection's for a forged header", async () => {
    const previous = process.env[envNames.edgeSecret];
    process.env[envNames.edgeSecret] = 'edge-secret-for-the-test';
    try {
      const viewer = { [viewerAddressHeader.toLowerCase()]: '2001:db8::7:51000' };
      const edge = await linesOf(
        event('ada_l', { ...viewer, [edgeSecretHeader]: 'edge-secret-for-the-test' }),
      );
      expect(edge.lines.every((l) => l.clientAddress === '2001:db8::7')).toBe(true);
      const forged = await linesOf(event('ada_l', viewer));
      expect(forged.lines.every((l) => l.clientAddress === '130.176.0.1')).toBe(true);
    } finally {
      if (previous === undefined) delete process.env[envNames.edgeSecret];
      else process.env[envNames.edgeSecret] = previous;
    }
  });
});
