import { unverifiedSignUpsBefore } from '../domain/unverified-limit';
import { getDeletion } from '../store/account/account-deletion';
import { deleteSignIn, unverifiedSignIns } from '../store/account/cognito-users';
import { getProfile } from '../store/profiles/profiles';

export interface AbandonedSignIns {
  /** Deleted: past the limit, unverified and without a profile, so nothing else of theirs exists. */
  removed: string[];
  /** False when the deadline came with sign-ins left to look at (the next run goes on). */
  finished: boolean;
}

/**
 * Deletes sign-ins whose e-mail is still unverified `limits.unverifiedAccountDays` after sign-up and that
 * never set up a profile: the sweep's index only knows profiles, and such a sign-in would otherwise hold
 * its address (someone else's, perhaps) for ever. `emailPrefix` narrows the look (test runs, the backfill).
 */
export async function removeAbandonedSignIns(
  now: Date,
  { emailPrefix, deadline = Number.POSITIVE_INFINITY }: { emailPrefix?: string; deadline?: number } = {},
): Promise<AbandonedSignIns> {
  const createdBefore = unverifiedSignUpsBefore(now).getTime();
  const removed: string[] = [];
  for await (const { userId, createdAt } of unverifiedSignIns(emailPrefix)) {
    if (Date.now() >= deadline) return { removed, finished: false };
    if (createdAt.getTime() >= createdBefore) continue;
    if ((await getProfile(userId)) || (await getDeletion(userId))) continue;
    await deleteSignIn(userId);
    removed.push(userId);
  }
  return { removed, finished: true };
}
