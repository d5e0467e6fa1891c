import type { Category } from '@contract/enums';
import type { Receipt } from '@contract/schemas/receipts';

/** A wall's filter: every public receipt, or one public category. */
export type WallFilter = 'All' | Category;

/**
 * ISO times compare as plain strings; `localeCompare` would load the browser's collation data on the
 * visitor's first screen (about 50 ms of an emulated phone's main thread) to say the same.
 */
export const newestFirst = (a: Receipt, b: Receipt) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1;

/**
 * A signed-out visitor's wall (the profile link's, the embedded wall's): the first page of each public
 * category, which came with the profile, newest first.
 */
export function visitorWall(receipts: readonly Receipt[], filter: WallFilter): Receipt[] {
  return receipts.filter((r) => filter === 'All' || r.category === filter).sort(newestFirst);
}

/** A member's first name for "Leave Ada a Receipt" and a wall's title; the handle when the profile has no name. */
export const firstNameOf = (fullName: string, username: string) =>
  fullName.trim().split(/\s+/)[0] || `@${username}`;
