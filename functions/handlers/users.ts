import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { userRoutes } from '@contract/routes/users';
import { sharingSettingsOf } from '../domain/profile';
import { publicCategoriesOf, publicReceiptOf, publicViewOf } from '../domain/public-profile';
import { rankUserMatches, userSearchReadLimit } from '../domain/user-search';
import { toListEntry, toSearchResult } from '../domain/user-views';
import { createApiHandler } from '../http/api-handler';
import { notFound } from '../http/errors';
import { takeOrRefuse } from '../http/limit-refusal';
import { takesAnonymousReceipts } from '../store/members/anonymous-senders';
import {
  directoryStart,
  findNamesByPrefix,
  findProfileByUsername,
  findUsernamesByPrefix,
  listDirectory,
} from '../store/members/user-directory';
import { getProfile, type ProfileItem } from '../store/profiles/profiles';
import { goalChangesOf } from '../store/receipts/goal-wall';
import { listPublicInCategory } from '../store/receipts/receipt-lists';
import { whoBlocked } from '../store/safety/blocks';
import { memberSubject } from '../store/shared/account-limits';

/** The first page of every public category tab: one index Query each, however many receipts exist. */
async function publicProfileOf(profile: ProfileItem, viewerId: string | null) {
  const [pages, takesAnonymous, goalChanges] = await Promise.all([
    Promise.all(
      publicCategoriesOf(profile).map((c) =>
        listPublicInCategory(profile.userId, c, undefined, limits.pageSizeDefault),
      ),
    ),
    // The same for every viewer: whether they are in the address book is never told (anonymous-senders.ts).
    viewerId ? takesAnonymousReceipts(profile) : null,
    goalChangesOf(profile),
  ]);
  const view = publicViewOf(
    profile,
    pages.flatMap((p) => p.items),
    viewerId,
    goalChanges,
  );
  return takesAnonymous === null ? view : { ...view, takesAnonymousFromYou: takesAnonymous };
}

export const handler = createApiHandler('users', userRoutes, {
  /**
   * Everyone but the caller and those who blocked them, most recently updated first, a page at a time. The
   * pages-a-minute limit is taken first, so a refused page reads nothing.
   */
  listUsers: async ({ caller, query }) => {
    const start = directoryStart(query.cursor);
    await takeOrRefuse('directoryPagesPerMinute', memberSubject(caller.userId), new Date());
    const page = await listDirectory(start, query.limit ?? limits.pageSizeDefault, caller.userId);
    const blockedBy = await whoBlocked(
      caller.userId,
      page.items.map((p) => p.userId),
    );
    return {
      items: page.items.filter((p) => !blockedBy.has(p.userId)).map(toListEntry),
      cursor: page.cursor,
    };
  },

  /**
   * Three bounded reads, whatever the size of the directory: exact username, username and name prefixes.
   * The searches-a-minute limit is taken first (one conditional write), so a refused search reads nothing.
   */
  searchUsers: async ({ caller, query }) => {
    await takeOrRefuse('searchesPerMinute', memberSubject(caller.userId), new Date());
    const [exact, byUsername, byName] = await Promise.all([
      findProfileByUsername(query.q),
      findUsernamesByPrefix(query.q, userSearchReadLimit),
      findNamesByPrefix(query.q, userSearchReadLimit),
    ]);
    const found = [...(exact ? [exact] : []), ...byUsername, ...byName];
    // People who blocked the caller are not found by them (one batch read of the block guards).
    const blockedBy = await whoBlocked(
      caller.userId,
      found.map((p) => p.userId),
    );
    const candidates = found.filter((p) => !blockedBy.has(p.userId));
    return {
      items: rankUserMatches(candidates, query.q, caller.userId).map(toSearchResult),
      cursor: null,
    };
  },

  getSocialLinksByUsername: async ({ params }) => {
    const profile = await findProfileByUsername(params.username);
    if (!profile) throw notFound(messages.userNotFound);
    return { userId: profile.userId, socialLinks: profile.socialLinks };
  },

  /** Privacy lives here: the response carries only what the owner's settings make public. */
  getPublicProfile: async ({ caller, params }) => {
    const profile = await getProfile(params.userId);
    if (!profile) throw notFound(messages.userNotFound);
    return publicProfileOf(profile, caller.userId);
  },

  /** The rest of a public category tab. A private category, or receipts not shared, is an empty list. */
  listPublicReceipts: async ({ caller, params, query }) => {
    const profile = await getProfile(params.userId);
    if (!profile) throw notFound(messages.userNotFound);
    if (!publicCategoriesOf(profile).includes(query.category)) return { items: [], cursor: null };
    const page = await listPublicInCategory(
      params.userId,
      query.category,
      query.cursor,
      query.limit ?? limits.pageSizeDefault,
    );
    return { items: page.items.map((r) => publicReceiptOf(r, caller.userId)), cursor: page.cursor };
  },

  getPublicProfileByUsername: async ({ caller, params }) => {
    const profile = await findProfileByUsername(params.username);
    if (!profile) throw notFound(messages.userNotFound);
    return publicProfileOf(profile, caller.userId);
  },

  /**
   * No sign-in here. A profile whose owner has not opened it to signed-out visitors, and a username that
   * nobody has, get the same answer: nothing about the person, not even whether the username exists.
   */
  getVisitorProfile: async ({ params }) => {
    const profile = await findProfileByUsername(params.username);
    if (!profile || !sharingSettingsOf(profile.sharingSettings).signedOutVisitors)
      return { access: 'signInRequired' as const };
    return { access: 'open' as const, publicProfile: await publicProfileOf(profile, null) };
  },
});
