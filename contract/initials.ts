import { limits } from './limits';

/**
 * The user list's "initial": the same letters every avatar shows for the name (`initialsOf`), else the
 * username's first letter.
 */
export const initialOf = (name: string, username: string) =>
  name.trim() ? initialsOf(name) : (username.charAt(0) || '?').toUpperCase();

/** Avatar initials (SPEC §9): up to two letters from the name, "JA" when there is none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return letters.slice(0, limits.initialsMax) || limits.defaultInitials;
}

/** A receipt card's circle: "?" for an unsigned receipt, else the giver's first letter. */
export const cardInitialOf = (giver: string, anonymous: boolean) =>
  anonymous ? '?' : giver.charAt(0).toUpperCase();
