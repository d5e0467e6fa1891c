import { decodeSingle, encodeSingle, singleStream } from '../platform/cursors';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { pageKeyShape } from '../platform/queries';
import { batchGet, table } from '../platform/table';
import type { ProfileItem } from '../profiles/profiles';

/**
 * Username prefix search: one Query on GSI1 (`UNAME#<first char>`, sort key username), reading at most
 * `limit` items whatever the number of users.
 */
export async function findUsernamesByPrefix(prefix: string, limit: number): Promise<ProfileItem[]> {
  const { Items } = await table.query({ ...queries.usernamesStartingWith(prefix), Limit: limit });
  return (Items ?? []) as ProfileItem[];
}

/**
 * Profiles whose first or last name starts with the (folded) term: one bounded Query on each name index
 * (GSI3 first names, GSI4 last names, partition `NAME#<first char>`).
 */
export async function findNamesByPrefix(term: string, limit: number): Promise<ProfileItem[]> {
  const pages = await Promise.all(
    [queries.firstNamesStartingWith(term), queries.lastNamesStartingWith(term)].map((query) =>
      table.query({ ...query, Limit: limit }),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []) as ProfileItem[]);
}

export async function findProfileByUsername(username: string): Promise<ProfileItem | null> {
  const { Items } = await table.query({ ...queries.username(username), Limit: 1 });
  return (Items?.[0] as ProfileItem | undefined) ?? null;
}

const directoryList = singleStream(
  'directory',
  pageKeyShape(queries.directory(), {
    PK: { prefix: keys.userPartition('') },
    SK: { equals: keys.profile('').SK },
  }),
);

/**
 * All users but `exceptUserId`, most recently updated first, a page at a time (GSI2 `DIRECTORY`). Reads
 * one item more than the page so that leaving the caller out still fills it, and continues after the
 * last user shown.
 */
/** Where a directory page starts: its cursor checked (InvalidCursorError) before anything is read or counted. */
export const directoryStart = (cursor: string | undefined) => decodeSingle(directoryList, cursor);

export async function listDirectory(
  start: ReturnType<typeof directoryStart>,
  limit: number,
  exceptUserId: string,
) {
  const page = await table.query({
    ...queries.directory(),
    ScanIndexForward: false,
    ExclusiveStartKey: start,
    Limit: limit + 1,
  });
  const others = ((page.Items ?? []) as ProfileItem[]).filter((p) => p.userId !== exceptUserId);
  const shown = others.slice(0, limit);
  const more = others.length > limit || page.LastEvaluatedKey !== undefined;
  const last = shown.at(-1) as Record<string, unknown> | undefined;
  return { items: shown, cursor: more ? encodeSingle(directoryList, last ?? page.LastEvaluatedKey) : null };
}

/**
 * Members' names as they are now, by user id: a member who has left has none (so no name outlives an account).
 */
export async function memberNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const profiles = await getProfiles(userIds);
  return new Map([...profiles].map(([userId, profile]) => [userId, profile.fullName || profile.username]));
}

/** Profiles by id, by user id. */
export async function getProfiles(userIds: readonly string[]): Promise<Map<string, ProfileItem>> {
  const items = await batchGet<ProfileItem>([...new Set(userIds)].map((id) => keys.profile(id)));
  return new Map(items.map((item) => [item.userId, item]));
}
