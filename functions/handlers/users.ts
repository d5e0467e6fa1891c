import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { rankUsernameMatches, userSearchReadLimit } from '../domain/user-search';
import { toListEntry, toSearchResult } from '../domain/user-views';
import { createApiHandler } from '../http/api-handler';
import { notFound, notImplemented } from '../http/errors';
import { findProfileByUsername, findUsernamesByPrefix, listDirectory } from '../store/user-directory';

export const handler = createApiHandler('users', {
  /** Everyone but the caller, most recently updated first, a page at a time. */
  listUsers: async ({ caller, query }) => {
    const page = await listDirectory(query.cursor, query.limit ?? limits.pageSizeDefault);
    return {
      items: page.items.filter((p) => p.userId !== caller.userId).map(toListEntry),
      cursor: page.cursor,
    };
  },

  searchUsers: async ({ caller, query }) => {
    const candidates = await findUsernamesByPrefix(query.q, userSearchReadLimit);
    return {
      items: rankUsernameMatches(candidates, query.q, caller.userId).map(toSearchResult),
      cursor: null,
    };
  },

  getSocialLinksByUsername: async ({ params }) => {
    const profile = await findProfileByUsername(params.username);
    if (!profile) throw notFound(messages.userNotFound);
    return { userId: profile.userId, socialLinks: profile.socialLinks };
  },

  getPublicProfile: async () => {
    throw notImplemented();
  },
});
