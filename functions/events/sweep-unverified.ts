import { unverifiedSignUpsBefore } from '../domain/unverified-limit';
import { createLogger, errorFields } from '../http/logger';
import { beginDeletion, continueDeletion, getDeletion } from '../store/account/account-deletion';
import { verifiedEmailInSignIn } from '../store/account/cognito-users';
import { forgetUnverifiedAccount, unverifiedAccountsBefore } from '../store/account/unverified-accounts';
import { getProfile } from '../store/profiles/profiles';
import { recordEmailVerified } from '../store/profiles/sign-in-email';
import { removeAbandonedSignIns } from './abandoned-sign-ins';

const log = createLogger({ handler: 'sweep-unverified' });
const pageSize = 25;
/** Work time per run, well inside the function's timeout; the next run picks up what is left. */
const budgetMs = 4 * 60 * 1000;

export interface SweepOutcome {
  removed: string[];
  verified: string[];
  /** False when time ran out with accounts left (the next run resumes them). */
  finished: boolean;
  /** Sign-ins past the limit that never set up a profile, deleted (the scheduled run only). */
  abandonedSignIns?: string[];
}

type Outcome = 'removed' | 'verified' | 'gone' | 'unfinished';

/**
 * One account past the limit: removed through account deletion, unless Cognito says its sign-in e-mail was
 * verified after all (a changed address counts once its code was entered: the profile takes it).
 */
async function settle(userId: string, now: Date, deadline: number): Promise<Outcome> {
  const verifiedEmail = await verifiedEmailInSignIn(userId);
  if (verifiedEmail) {
    if (!(await recordEmailVerified(userId, verifiedEmail, now.toISOString()))) {
      await forgetUnverifiedAccount(userId);
    }
    return 'verified';
  }
  let marker = await getDeletion(userId);
  if (!marker) {
    const profile = await getProfile(userId);
    if (!profile) {
      await forgetUnverifiedAccount(userId);
      return 'gone';
    }
    marker = await beginDeletion(userId, profile, now.toISOString());
  }
  return (await continueDeletion(userId, marker, deadline)) ? 'removed' : 'unfinished';
}

/**
 * Removes every account whose e-mail is still unverified `limits.unverifiedAccountDays` after sign-up, with
 * its username, through the same steps as "Delete account" (so a half-done removal resumes the same way).
 * Reads only the accounts to remove: the sparse index `UNVERIFIED` by sign-up time.
 */
export async function sweepUnverifiedAccounts(now: Date, deadline: number): Promise<SweepOutcome> {
  const createdBefore = unverifiedSignUpsBefore(now).toISOString();
  const outcome: SweepOutcome = { removed: [], verified: [], finished: true };
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    // The index is eventually consistent: an account settled a moment ago may still be listed.
    const page = (await unverifiedAccountsBefore(createdBefore, pageSize + seen.size)).filter(
      (id) => !seen.has(id),
    );
    if (!page.length) return outcome;
    for (const userId of page) {
      seen.add(userId);
      const settled = await settle(userId, now, deadline);
      if (settled === 'removed') outcome.removed.push(userId);
      if (settled === 'verified') outcome.verified.push(userId);
      if (settled === 'unfinished') return { ...outcome, finished: false };
    }
  }
  return { ...outcome, finished: false };
}

/**
 * EventBridge Scheduler, daily: the profiles past the limit, then the sign-ins that never made one (the
 * local stack calls it too: at start, hourly, and `npm run sweep:unverified`). The second part lists the
 * pool's users (ListUsers, 60 a page): about a minute for 100,000 members at Cognito's default rate.
 */
export async function handler(): Promise<SweepOutcome> {
  try {
    const now = new Date();
    const deadline = Date.now() + budgetMs;
    const swept = await sweepUnverifiedAccounts(now, deadline);
    const abandoned = await removeAbandonedSignIns(now, { deadline });
    const outcome = {
      ...swept,
      abandonedSignIns: abandoned.removed,
      finished: swept.finished && abandoned.finished,
    };
    log.info('unverified accounts swept', {
      removed: outcome.removed.length,
      verified: outcome.verified.length,
      abandonedSignIns: abandoned.removed.length,
      finished: outcome.finished,
    });
    return outcome;
  } catch (error) {
    log.error('sweeping unverified accounts failed', errorFields(error));
    throw error;
  }
}
