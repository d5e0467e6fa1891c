import { edgeSecretHeader } from '@contract/edge-headers';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { envNames } from '../config';
import { isEdgeSecret } from './client-address';
import { HttpError } from './errors';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = Exclude<APIGatewayProxyResultV2, string>;

/** The refusal of a request that did not come through the stage's distribution. */
export const notThroughEdge = () => new HttpError(403, errorCodes.notThroughEdge, messages.notThroughEdge);

/**
 * Where the stage has a distribution (`EDGE_ONLY=true`, set by the Api stack), only a request carrying the
 * stage's edge secret (`edgeSecretHeader`, which CloudFront adds on `/api/*`) reaches a route: one straight at
 * API Gateway's own address is refused with 403 before the caller, the table or Cognito is read. The route's
 * throttle bucket was spent already (docs/security.md says what that leaves). Without `EDGE_ONLY` (the local
 * dev server, which calls the gateway itself) every request passes, as before.
 */
export const edgeOnly = (): middy.MiddlewareObj<Event, Result, Error, Context> => ({
  before: (request) => {
    if (process.env[envNames.edgeOnly] !== 'true') return;
    const given = request.event.headers?.[edgeSecretHeader];
    if (!isEdgeSecret(given, process.env[envNames.edgeSecret])) throw notThroughEdge();
  },
});
