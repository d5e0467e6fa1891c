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

/** The items of every page of a cursored list, page by page, following the cursor until it is null. */
export async function everyPage<T>(
  member: { idToken: string },
  path: string,
  query: Record<string, string>,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<ListPage<T>> = await getListPage<T>(member, path, query, cursor);
    if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    pages.push(res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return pages;
}
