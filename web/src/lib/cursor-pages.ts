/**
 * What every list the API pages with a cursor shares in react-query: the first page has no cursor, and each
 * next page continues from the `cursor` of the last one until it is null.
 */
export const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { cursor: string | null }) => last.cursor ?? undefined,
};

/** The query's cursor for a page: none on the first. */
export const cursorOf = (pageParam: string | undefined) => (pageParam ? { cursor: pageParam } : {});
