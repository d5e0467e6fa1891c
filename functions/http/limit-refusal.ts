import type { AccountLimitName } from '@contract/limits';
import { type AppliedLimit, refusalMessage, windowAt } from '../domain/account-limits';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { giveBackToLimit, type LimitSubject, limitOf, takeFromLimit } from '../store/shared/account-limits';
import { tooManyRequests } from './errors';

/** 429: which limit was reached and when it resets, with `Retry-After` the seconds until then. */
export function limitReached(limit: AppliedLimit, now: Date) {
  const { retryAfterSeconds } = windowAt(limit, now);
  countMetric(businessMetrics.limitRefusals);
  return tooManyRequests(refusalMessage(limit, retryAfterSeconds), retryAfterSeconds);
}

/**
 * Takes one from the account limit `name` for `subject` (one conditional write) or throws its 429, before the
 * work it guards; answers how to give it back when that work changed nothing. A limit the stage switched off
 * takes and gives back nothing.
 */
export async function takeOrRefuse(name: AccountLimitName, subject: LimitSubject, now: Date) {
  const limit = limitOf(name);
  if (limit && !(await takeFromLimit(limit, subject, now))) throw limitReached(limit, now);
  return { giveBack: async () => (limit ? giveBackToLimit(limit, subject, now) : undefined) };
}
