import { type RouteDef, routes } from '@contract/routes';
import { GatewayError } from '@contract/schemas/api-document';
import { ErrorResponse } from '@contract/schemas/common';
import * as z from 'zod/mini';
import {
  createDocument,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';

const json = (schema: z.ZodMiniType) => ({ content: { 'application/json': { schema } } });
/** A route's request body, in the encodings it accepts. */
const requestBody = (route: RouteDef & { body: z.ZodMiniType }) =>
  route.bodyEncoding === 'form'
    ? {
        content: {
          'application/x-www-form-urlencoded': { schema: route.body },
          'multipart/form-data': { schema: route.body },
        },
      }
    : json(route.body);
const problem = (description: string, schema: z.ZodMiniType = ErrorResponse) => ({
  description,
  ...json(schema),
});

/** The error answers a route can give besides its success, as the handlers and API Gateway produce them. */
function errorResponses(route: RouteDef) {
  return {
    ...(route.params || route.query || route.body
      ? { 400: problem('The request does not match the schema; the message says why.') }
      : {}),
    ...(route.auth === 'user'
      ? {
          401: problem(
            route.recentSignIn
              ? "No valid Cognito ID token (answered by the authorizer, or by the function), or `RECENT_SIGN_IN_NEEDED`: the token's sign-in (`auth_time`) is older than the step-up window, so sign in again first."
              : 'No valid Cognito ID token (answered by the authorizer, or by the function).',
            z.union([GatewayError, ErrorResponse]),
          ),
        }
      : {}),
    403: problem(
      "The caller may not use this resource. `NOT_THROUGH_EDGE`: the request came to API Gateway's own address, not through the site's (`/api`).",
    ),
    404: problem('No such resource for this caller.'),
    409: problem('The request conflicts with the current state.'),
    ...(route.body
      ? {
          413: problem('The body is larger than 1 MB.', GatewayError),
          415: problem(
            route.bodyEncoding === 'form'
              ? 'The body is not sent as a form.'
              : 'The body is not sent as application/json.',
          ),
        }
      : {}),
    // Every route: the stage's per-route throttle answers it (API Gateway's body), the limited routes too.
    429: problem(
      'A per-account limit (the message says which, and when it resets) or the API stage throttle was reached; nothing was stored. Wait `Retry-After` seconds.',
      z.union([GatewayError, ErrorResponse]),
    ),
    500: problem('Something failed on our side; nothing was changed by halves.'),
    503: problem(
      'A dependency (DynamoDB, S3, Cognito, SES) failed or did not answer in time. Retry after the `Retry-After` seconds; a write retried with the same `clientRequestId` happens once.',
    ),
  };
}

function operation(id: string, route: RouteDef): ZodOpenApiOperationObject {
  const status = route.status ?? 200;
  return {
    operationId: id,
    ...(route.auth === 'user' ? { security: [{ cognito: [] }] } : { security: [] }),
    requestParams: {
      // The route table's params and query schemas are always objects.
      ...(route.params ? { path: route.params as ZodObjectInput } : {}),
      ...(route.query ? { query: route.query as ZodObjectInput } : {}),
    },
    ...(route.body
      ? { requestBody: { required: true, ...requestBody({ ...route, body: route.body }) } }
      : {}),
    responses: {
      [status]: { description: 'Success', ...(status === 204 ? {} : json(route.response)) },
      ...errorResponses(route),
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the route table and its zod schemas. */
export function createApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(id, route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Receipts API',
      version: '1.0.0',
      description:
        'Give each other short feedback notes. Every route but the public ones needs a Cognito ID token as a bearer token. Errors are `{ "error": { "code", "message" } }`; lists are paginated with an opaque `cursor`.',
    },
    // Each stage has its own API URL: the server is the one that served this document.
    servers: [{ url: '/', description: 'The API that served this document' }],
    paths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  });
}
