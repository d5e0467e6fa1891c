import { limits } from './limits';

/** The user list's "initial": the first letter of the name, else of the username. */
export const initialOf = (name: string, username: string) =>
  (name.trim().charAt(0) || username.charAt(0) || '?').toUpperCase();

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
