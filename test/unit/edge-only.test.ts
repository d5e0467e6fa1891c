import { edgeSecretHeader } from '@contract/edge-headers';
import * as messages from '@contract/messages';
import { usernameRoutes } from '@contract/routes/usernames';
import { errorCodes } from '@contract/schemas/common';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { envNames } from '../../functions/config';
import { createApiHandler } from '../../functions/http/api-handler';

/**
 * Where the stage has a distribution, API Gateway's own address answers nobody: a request without the stage's
 * edge secret is refused with 403 before the operation runs; one through the edge is served as before.
 */
type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = { statusCode: number; headers: Record<string, string>; body: string };

const secret = 'edge-secret-for-the-test-0123456789';
const event = (headers: Record<string, string> = {}) =>
  ({
    routeKey: 'GET /usernames/{username}/availability',
    headers,
    pathParameters: { username: 'ada_l' },
    requestContext: { requestId: 'apigw-request-1', http: { sourceIp: '198.51.100.7' } },
  }) as unknown as Event;

const ran: string[] = [];
const handler = createApiHandler('usernames', usernameRoutes, {
  checkUsername: async ({ params }) => {
    ran.push(params.username);
    return { username: params.username, isAvailable: true };
  },
});

const call = async (e: Event) => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return (await handler(e, { awsRequestId: 'lambda-1' } as Context)) as Result;
  } finally {
    log.mockRestore();
  }
};

const environment = { [envNames.edgeOnly]: 'true', [envNames.edgeSecret]: secret };
const saved = Object.fromEntries(Object.keys(environment).map((k) => [k, process.env[k]]));
const restore = () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
};

describe('edge-only API', () => {
  beforeEach(() => {
    ran.length = 0;
    Object.assign(process.env, environment);
  });
  afterAll(restore);

  const refused = (result: Result) => {
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body)).toEqual({
      error: { code: errorCodes.notThroughEdge, message: messages.notThroughEdge },
    });
    expect(result.headers['x-correlation-id']).toBe('apigw-request-1');
    expect(ran).toEqual([]);
  };

  it('refuses a request without the edge secret before the operation runs', async () => {
    refused(await call(event()));
  });

  it('refuses a wrong, a shorter and an empty secret alike', async () => {
    for (const given of [`${secret.slice(0, -1)}x`, secret.slice(1), ''])
      refused(await call(event({ [edgeSecretHeader]: given })));
  });

  it('serves a request carrying the edge secret', async () => {
    const result = await call(event({ [edgeSecretHeader]: secret }));
    expect(result.statusCode).toBe(200);
    expect(ran).toEqual(['ada_l']);
  });

  it('refuses everything when the stage is edge-only but the function has no secret', async () => {
    delete process.env[envNames.edgeSecret];
    refused(await call(event({ [edgeSecretHeader]: '' })));
    refused(await call(event({ [edgeSecretHeader]: secret })));
  });

  it('serves every request where the stage is not edge-only (the local dev server)', async () => {
    delete process.env[envNames.edgeOnly];
    expect((await call(event())).statusCode).toBe(200);
    expect(ran).toEqual(['ada_l']);
  });
});
