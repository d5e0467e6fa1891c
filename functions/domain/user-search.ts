import { limits, usernameCharacters } from '@contract/limits';

interface Named {
  userId: string;
  username: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
}

const notUsernameCharacter = new RegExp(`[^${usernameCharacters}]`, 'g');

/**
 * A name as search terms see it: lower case, accents dropped (é → e), only the letters, digits and
 * underscores a search term may hold, so "Élodie" is found by "elo".
 */
export const foldName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(notUsernameCharacter, '');

/**
 * How well a user matches the term, best first:
 * 0. the username is the term (an exact username always wins, however many neighbours it has);
 * 1. the username starts with the term;
 * 2. the first, last or full name starts with the term;
 * 3. the rest: another word of the full name starts with the term (a middle name).
 * Anything else is not a match (null).
 */
export function matchTier(user: Named, term: string): number | null {
  if (user.username === term) return 0;
  if (user.username.startsWith(term)) return 1;
  const names = [user.firstName, user.lastName, user.fullName].map((n) => foldName(n ?? ''));
  if (names.some((n) => n.startsWith(term))) return 2;
  const words = (user.fullName ?? '').split(/\s+/).map(foldName);
  return words.some((w) => w.startsWith(term)) ? 3 : null;
}

/**
 * SPEC §7 ranking, extended to names: by tier (see matchTier), then shorter usernames before longer
 * ones, then alphabetical; each user once; non-matches and the caller are never in the results; top 5.
 */
export function rankUserMatches<T extends Named>(
  candidates: readonly T[],
  term: string,
  callerId: string,
): T[] {
  const unique = [...new Map(candidates.map((c) => [c.userId, c])).values()];
  return unique
    .filter((c) => c.userId !== callerId)
    .map((c) => ({ c, tier: matchTier(c, term) }))
    .filter((m): m is { c: T; tier: number } => m.tier !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.c.username.length - b.c.username.length ||
        a.c.username.localeCompare(b.c.username),
    )
    .slice(0, limits.userSearchResults)
    .map(({ c }) => c);
}

/** How many index items each search source reads: the results, the caller, and a small margin. */
export const userSearchReadLimit = limits.userSearchResults + 1 + 4;
