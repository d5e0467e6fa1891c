import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';

/** An error the client caused or may see: its status and message reach the response as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds the client should wait before trying again (429, 503): sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.invalidRequest) =>
  new HttpError(400, errorCodes.badRequest, message);
export const unauthorized = (message: string = messages.userNotAuthenticated) =>
  new HttpError(401, errorCodes.unauthorized, message);
/** The token is valid but its account was deleted or disabled: the site signs out. */
export const accountEnded = (message: string) => new HttpError(401, errorCodes.accountEnded, message);
/** The token is valid but its sign-in is older than `limits.stepUpMinutes`: the site offers to sign in again. */
export const recentSignInNeeded = () =>
  new HttpError(
    401,
    errorCodes.recentSignInNeeded,
    format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes }),
  );
export const forbidden = (message: string = messages.forbidden) =>
  new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message: string = messages.notFound) =>
  new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);
export const payloadTooLarge = (message: string) => new HttpError(413, errorCodes.tooLarge, message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, errorCodes.unsupportedMediaType, message);
/** The caller has signed up but not finished profile setup, which this request needs. */
export const profileRequired = () => conflict(messages.profileRequired);
/** A per-account limit refused the request; nothing was stored. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, errorCodes.tooManyRequests, message, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A dependency failed or did not answer in time; the client may retry with the same idempotency key. */
export const serviceUnavailable = (retryAfterSeconds = 2) =>
  new HttpError(503, errorCodes.unavailable, messages.serviceUnavailable, retryAfterSeconds);
