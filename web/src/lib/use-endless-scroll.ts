import { type RefObject, useEffect } from 'react';

interface Pages {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage(): unknown;
}

/**
 * Loads the next page when `sentinel` (an element under the list) comes within a screen of the viewport.
 * A visible Load more button stays beside it for keyboards and screen readers.
 */
export function useEndlessScroll(sentinel: RefObject<HTMLElement | null>, pages: Pages) {
  const { hasNextPage, isFetching, fetchNextPage } = pages;
  useEffect(() => {
    const element = sentinel.current;
    // Without IntersectionObserver the Load more button is the way on.
    if (!element || !hasNextPage || isFetching || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page: if the sentinel is still in view (a short page), it reports at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetching, fetchNextPage]);
}
