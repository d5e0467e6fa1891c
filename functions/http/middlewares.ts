import { messages } from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { HttpError } from './errors';
import { createLogger, errorFields, type Logger } from './logger';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = Exclude<APIGatewayProxyResultV2, string>;
type Middleware = middy.MiddlewareObj<Event, Result, Error, Context>;

export const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export const errorResult = (status: number, code: string, message: string): Result => ({
  statusCode: status,
  headers: jsonHeaders,
  body: JSON.stringify({ error: { code, message } }),
});

const loggers = new WeakMap<Context, Logger>();
export const loggerOf = (context: Context): Logger =>
  loggers.get(context) ?? createLogger({ requestId: context.awsRequestId });

/** Gives every request a JSON logger carrying the request id and route. */
export const requestLogger = (module: string): Middleware => ({
  before: (request) => {
    loggers.set(
      request.context,
      createLogger({ module, requestId: request.context.awsRequestId, routeKey: request.event.routeKey }),
    );
  },
});

/** Client errors keep their status and message; anything else is logged and becomes a plain 500. */
export const jsonErrors = (): Middleware => ({
  onError: (request) => {
    const { error } = request;
    const log = loggerOf(request.context);
    if (error instanceof HttpError) {
      log.info('request refused', { status: error.status, code: error.code });
      request.response = errorResult(error.status, error.code, error.message);
      return;
    }
    log.error('request failed', errorFields(error));
    request.response = errorResult(500, errorCodes.internal, messages.unexpectedError);
  },
});
