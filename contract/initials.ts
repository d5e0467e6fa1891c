import { limits } from './limits';

/** A word's first character whole: `charAt(0)` of "🌟" is half of it, which no font can draw. */
const firstCharacter = (word: string) => [...word.slice(0, 2)][0] ?? '';

/**
 * The user list's "initial": the same letters every avatar shows for the name (`initialsOf`), else the
 * username's first letter.
 */
export const initialOf = (name: string, username: string) =>
  name.trim() ? initialsOf(name) : (firstCharacter(username) || '?').toUpperCase();

/** Avatar initials (SPEC §9): up to two letters from the name, "JA" when there is none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => firstCharacter(part).toUpperCase());
  return letters.slice(0, limits.initialsMax).join('') || limits.defaultInitials;
}

/** A receipt card's circle: "?" for an unsigned receipt, else the giver's first letter. */
export const cardInitialOf = (giver: string, anonymous: boolean) =>
  anonymous ? '?' : firstCharacter(giver).toUpperCase();
