import { limits } from '@contract/limits';
import { getDeletion } from '../store/account/account-deletion';
import { deleteSignIn, unverifiedSignIns } from '../store/account/cognito-users';
import { addSweepEntry, unverifiedProfilesWithoutEntry } from '../store/account/unverified-backfill';
import { getProfile } from '../store/profiles/profiles';

const dayMs = 24 * 60 * 60 * 1000;

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
  const createdBefore = now.getTime() - limits.unverifiedAccountDays * dayMs;
  for await (const { userId, createdAt } of unverifiedSignIns(emailPrefix)) {
    if (createdAt.getTime() >= createdBefore) continue;
    if ((await getProfile(userId)) || (await getDeletion(userId))) continue;
    await deleteSignIn(userId);
    outcome.removedSignIns.push(userId);
  }
  return outcome;
}
