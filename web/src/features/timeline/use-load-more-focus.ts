import { type RefObject, useEffect, useRef } from 'react';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * Load more for keyboards and screen readers: once the next page is in, the focus moves to its first card
 * (read next, and never lost when the button goes away at the end of the list).
 */
export function useLoadMoreFocus(list: RefObject<HTMLElement | null>, shown: number, pages: Pages): Pages {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>('.hub-card')[index]?.focus();
  }, [list, shown]);
  return {
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: () => {
      firstNew.current = shown;
      return pages.fetchNextPage();
    },
  };
}
