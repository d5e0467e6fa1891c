import { addSweepEntry, unverifiedProfilesWithoutEntry } from '../store/account/unverified-backfill';
import { removeAbandonedSignIns } from './abandoned-sign-ins';

export interface BackfillOutcome {
  /** Profiles given the sweep entry they lacked: the daily sweep removes them once past the limit. */
  entered: string[];
  /** Sign-ins past the limit, unverified and without a profile (nothing else of theirs exists): deleted. */
  removedSignIns: string[];
}

/**
 * One-off, safe to run again (`npm run sweep:unverified -- --backfill`): brings under the 7-day sweep what it
 * cannot see, profiles made before it existed (no sweep entry) and sign-ins that never set up a profile.
 */
export async function backfillUnverifiedAccounts(
  now: Date,
  { emailPrefix }: { emailPrefix?: string } = {},
): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { entered: [], removedSignIns: [] };
  for await (const { userId, createdAt } of unverifiedProfilesWithoutEntry())
    if (await addSweepEntry(userId, createdAt)) outcome.entered.push(userId);
  outcome.removedSignIns = (await removeAbandonedSignIns(now, emailPrefix ? { emailPrefix } : {})).removed;
  return outcome;
}
