import { type ApiResponse, callApi } from './api';

export type ListPage<T> = { items: T[]; cursor: string | null };

/** One page of a cursored list as the site asks for it: the same query, with the cursor after the first page. */
export function getListPage<T>(
  member: { idToken: string },
  path: string,
  query: Record<string, string>,
  cursor: string | null,
): Promise<ApiResponse<ListPage<T>>> {
  return callApi<ListPage<T>>('GET', path, {
    token: member.idToken,
    query: cursor ? { ...query, cursor } : query,
  });
}
