import { limits } from '@contract/limits';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The sign-up time before which an account whose e-mail is still unverified is removed (at `now`):
 * `limits.unverifiedAccountDays` earlier. The sweep of profiles and the sweep of sign-ins without one share it.
 */
export const unverifiedSignUpsBefore = (now: Date): Date =>
  new Date(now.getTime() - limits.unverifiedAccountDays * dayMs);
