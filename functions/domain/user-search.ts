import { limits } from '@contract/limits';

interface Named {
  userId: string;
  username: string;
}

/**
 * SPEC §7 ranking: the exact match first, then the other prefix matches, shorter usernames before
 * longer ones (then alphabetical); the caller is never in the results; top 5.
 */
export function rankUsernameMatches<T extends Named>(
  candidates: readonly T[],
  term: string,
  callerId: string,
): T[] {
  return candidates
    .filter((c) => c.userId !== callerId && c.username.startsWith(term))
    .sort((a, b) => {
      const exact = Number(b.username === term) - Number(a.username === term);
      return exact || a.username.length - b.username.length || a.username.localeCompare(b.username);
    })
    .slice(0, limits.userSearchResults);
}

/** How many index items a search reads: the results, the caller, and a small margin for shorter names. */
export const userSearchReadLimit = limits.userSearchResults + 1 + 4;
