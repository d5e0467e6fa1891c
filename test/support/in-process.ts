import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { enforceIamFromFile, runAsFunction } from '../../infra/local/iam/enforce';
import { localMailEnv } from '../../infra/local/mail-env';
import { testStack } from './stack';

/** Points the handler modules at the test stack's emulators, for tests that run a handler in this process. */
export function pointHandlersAtTestStack(): void {
  const stack = testStack();
  if (!stack.local) throw new Error('Handlers run in-process only against the local emulators');
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    MEDIA_BUCKET: stack.bucket,
    DYNAMODB_ENDPOINT: stack.local.dynamoEndpoint,
    S3_ENDPOINT: stack.local.s3Endpoint,
    COGNITO_ENDPOINT: stack.local.cognitoEndpoint,
    USER_POOL_ID: stack.userPoolId,
    LOG_LEVEL: 'silent',
    ...localMailEnv(stack.local.mailDir),
  });
  // Handlers run here as the stack runs them: each under its function's role, given by `underRole`.
  enforceIamFromFile(stack.local.iamPoliciesFile);
}

/** `handler`, run as the function built from `entry` runs it in AWS: every AWS call under that role. */
export const underRole =
  <A extends unknown[], R>(entry: string, handler: (...args: A) => R) =>
  (...args: A): R =>
    runAsFunction(entry, () => handler(...args));

/** The claims of a member who confirmed their e-mail, as every real member's token carries (verified to send). */
export const verifiedMemberClaims = { email_verified: 'true' } as const;

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<unknown>;

/** Invokes a handler with a payload-2.0 event as the HTTP API would, for an authenticated caller. */
export async function invoke(
  handler: Handler,
  routeKey: string,
  callerId: string,
  request: {
    query?: Record<string, string>;
    params?: Record<string, string>;
    body?: unknown;
    /** More ID-token claims (as API Gateway passes them: strings), e.g. `given_name`. */
    claims?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown }> {
  const [method, path] = routeKey.split(' ') as [string, string];
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    // A JSON body says so, as the site's requests do (anything else gets 415).
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    queryStringParameters: request.query,
    pathParameters: request.params,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    isBase64Encoded: false,
    requestContext: {
      http: { method, path },
      requestId: 'test',
      routeKey,
      authorizer: {
        jwt: {
          // Signed in just now (`auth_time`), so the routes that need a recent sign-in take it too.
          claims: {
            sub: callerId,
            token_use: 'id',
            email_verified: 'false',
            auth_time: String(Math.floor(Date.now() / 1000)),
            ...request.claims,
          },
          scopes: [],
        },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const result = (await handler(event, {
    awsRequestId: 'test',
  } as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : null };
}
