import type { Category } from '@contract/enums';

/**
 * Every query key of the site ("Effective React Query Keys"): one root per entity, its lists and details
 * under it, so invalidating a root, `lists()` or some of a list's filters refreshes everything below.
 * Features import their keys from here, never from each other.
 */
function entityKeys<Filters extends object = object, Id = string>(root: string) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    /** One list's key. */
    list: (filters: Filters) => [...lists(), filters] as const,
    /** Every list with these filters (and maybe more): React Query matches a key's objects in part. */
    listsWhere: (filters: Partial<Filters>) => [...lists(), filters] as const,
    details,
    detail: (id: Id) => [...details(), id] as const,
  };
}

/** The hub's category tab: every receipt, one category, or those of no category. */
export type HubFilter = 'All' | Category | 'Other';

/**
 * The receipt lists the site keeps, each its own cache: sent and received together (the hub and the timeline
 * show this one), the own profile's, a public profile's.
 */
type ReceiptList =
  | { of: 'hub'; filter: HubFilter; search: string }
  | { of: 'received'; category: Category | null }
  | { of: 'public'; userId: string; category: Category | 'All' | null };

/** The member lists: the directory's first entries, search suggestions, the give page's recipients. */
type MemberList =
  | { of: 'others' }
  | { of: 'suggestions'; term: string }
  | { of: 'recipient-search'; term: string }
  | { of: 'recent-recipients' };

/** A public profile by user id, or `@username` for a share link; what it shows depends on being signed in. */
interface ProfileId {
  who: string;
  signedIn: boolean;
  /** Part of a profile read on its own: the goals a giver may link a receipt to (the give flow). */
  view?: 'goals';
}

export const queryKeys = {
  /** The signed-in member's own profile, settings and counters; `me.detail('goals')`: the goals page. */
  me: entityKeys('me'),
  receipts: entityKeys<ReceiptList>('receipts'),
  /** Public profiles (details) and lists of members. */
  profiles: entityKeys<MemberList, ProfileId>('profiles'),
  /** Whether a username is free (sign-up), by username. */
  usernames: entityKeys('usernames'),
  contacts: entityKeys<{ of: 'address-book' | 'inner-circle' | 'members' }>('contacts'),
  blockedPeople: entityKeys('blocked-people'),
  /** Receipts sent past the harshness prompt, waiting for the member's review. */
  heldForReview: entityKeys('held-for-review'),
  reports: entityKeys<{ status: 'open' }>('reports'),
  /** The journal's lists (by category and goal) and each received receipt's reflection (by receipt id). */
  journal: entityKeys<{ category?: string; goal?: string }>('journal'),
  /** The member's feedback requests (the list) and a request a giver reads from its link (detail: its id). */
  feedbackRequests: entityKeys('feedback-requests'),
  /** "Did I change?": the member's own follow-ups (`asked`) and those they were asked as a giver (`toAnswer`). */
  followUps: entityKeys<{ of: 'asked' | 'toAnswer' }>('follow-ups'),
  /** The signed-in member's dashboard figures (`GET /me/dashboard`). */
  dashboard: entityKeys('dashboard'),
  /** The signed-in member's helpful-mark totals as a giver (`GET /me/helpful-marks`). */
  helpfulTotals: entityKeys('helpful-totals'),
};
