import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { publishMetrics } from '../metrics/business-metrics';
import { InvalidCursorError } from '../store/platform/cursors';
import { clientAddressOf } from './client-address';
import { isDependencyFailure } from './dependency-errors';
import { badRequest, HttpError, serviceUnavailable } from './errors';
import { createLogger, errorFields, type Logger } from './logger';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = Exclude<APIGatewayProxyResultV2, string>;
type Middleware = middy.MiddlewareObj<Event, Result, Error, Context>;

/**
 * Every JSON answer's headers: personal, so never cached; and never sniffed into another type (a member's text
 * in an answer must not be read as HTML by a browser that opens the API's URL).
 */
export const jsonHeaders = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const errorResult = (
  status: number,
  code: string,
  message: string,
  retryAfterSeconds?: number,
): Result => ({
  statusCode: status,
  headers:
    retryAfterSeconds === undefined
      ? jsonHeaders
      : { ...jsonHeaders, 'retry-after': String(retryAfterSeconds) },
  body: JSON.stringify({ error: { code, message } }),
});

const loggers = new WeakMap<Context, Logger>();
export const loggerOf = (context: Context): Logger =>
  loggers.get(context) ?? createLogger({ requestId: context.awsRequestId });

export const correlationHeader = 'x-correlation-id';
const callerCorrelationId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id that ties one request's lines together across the API's access log and the function's log: the
 * caller's `x-correlation-id` when it is a plain token, else API Gateway's request id (also in the access log).
 */
export const correlationIdOf = (event: Event, context: Context): string => {
  const given = event.headers?.[correlationHeader];
  if (given && callerCorrelationId.test(given)) return given;
  return event.requestContext?.requestId ?? context.awsRequestId;
};

const withCorrelationId = (response: Result | null | undefined, id: string) => {
  if (response) response.headers = { ...response.headers, [correlationHeader]: id };
};

/**
 * Gives every request a JSON logger carrying the correlation id, the Lambda request id, the route and the
 * client's address (the viewer's behind the distribution: API Gateway's access log has only the edge's).
 */
export const requestLogger = (module: string): Middleware => {
  const ids = new WeakMap<Context, string>();
  return {
    before: (request) => {
      const correlationId = correlationIdOf(request.event, request.context);
      ids.set(request.context, correlationId);
      loggers.set(
        request.context,
        createLogger({
          module,
          correlationId,
          requestId: request.context.awsRequestId,
          routeKey: request.event.routeKey,
          clientAddress: clientAddressOf(request.event),
        }),
      );
    },
    after: (request) => withCorrelationId(request.response, ids.get(request.context) ?? ''),
    onError: (request) => withCorrelationId(request.response, ids.get(request.context) ?? ''),
  };
};

/**
 * Client errors keep their status and message; a dependency that failed or did not answer is a 503 with
 * Retry-After; anything else is logged and becomes a plain 500.
 */
export const jsonErrors = (): Middleware => ({
  onError: (request) => {
    const log = loggerOf(request.context);
    const unavailable = isDependencyFailure(request.error);
    if (unavailable) log.warn('dependency unavailable', errorFields(request.error));
    const error =
      request.error instanceof InvalidCursorError
        ? badRequest(request.error.message)
        : unavailable
          ? serviceUnavailable()
          : request.error;
    if (error instanceof HttpError) {
      log.info('request refused', { status: error.status, code: error.code });
      request.response = errorResult(error.status, error.code, error.message, error.retryAfterSeconds);
      return;
    }
    log.error('request failed', errorFields(error));
    request.response = errorResult(500, errorCodes.internal, messages.unexpectedError);
  },
});

/** Publishes the request's business metrics (one EMF line) whether it succeeded or not. */
export const businessMetricsPublisher = (): Middleware => ({
  after: () => publishMetrics(),
  onError: () => publishMetrics(),
});
