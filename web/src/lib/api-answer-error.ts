import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { waitText } from '@contract/wait-text';
import { ApiError } from './api-error';

/** Retry-After in seconds (the API sends seconds, never a date); undefined when absent or unreadable. */
function retryAfterOf(res: Response): number | undefined {
  const seconds = Number(res.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The error a failed answer stands for, in the member's words. */
export function errorFrom(res: Response, json: unknown): ApiError {
  const { status } = res;
  const body = json as { error?: { code?: string; message?: string }; message?: string } | null;
  if (body?.error?.message)
    return new ApiError(status, body.error.message, body.error.code, retryAfterOf(res));
  if (status === 401) return new ApiError(status, messages.userNotAuthenticated);
  // The edge's rules and the API stage's own throttle answer 429 without our body; the edge's say when.
  if (status === 429) {
    const retryAfter = retryAfterOf(res);
    return retryAfter === undefined
      ? new ApiError(status, messages.tooManyRequests)
      : new ApiError(
          status,
          format(messages.tooManyRequestsFor, { wait: waitText(retryAfter) }),
          undefined,
          retryAfter,
        );
  }
  return new ApiError(status, messages.unexpectedError);
}
