import { type RefObject, useEffect } from 'react';

/**
 * Tells a horizontally scrolling row (tabs, filters) which of its edges hide more items: `data-more-start`
 * and `data-more-end`, kept up to date as it scrolls or resizes. The `.scroll-cue` style fades those edges,
 * so on a phone the row shows that it scrolls.
 */
export function useScrollCue(row: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      element.toggleAttribute('data-more-start', hidden > 1 && element.scrollLeft > 1);
      element.toggleAttribute('data-more-end', hidden > 1 && element.scrollLeft < hidden - 1);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The row's own size (a rotated phone) and its items' (a count that loads) both change what is hidden.
    const resized = new ResizeObserver(update);
    resized.observe(element);
    for (const item of element.children) resized.observe(item);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [row]);
}
