import { type AppliedLimit, refusalMessage, windowAt } from '../domain/account-limits';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { tooManyRequests } from './errors';

/** 429: which limit was reached and when it resets, with `Retry-After` the seconds until then. */
export function limitReached(limit: AppliedLimit, now: Date) {
  const { retryAfterSeconds } = windowAt(limit, now);
  countMetric(businessMetrics.limitRefusals);
  return tooManyRequests(refusalMessage(limit, retryAfterSeconds), retryAfterSeconds);
}
