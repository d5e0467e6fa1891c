import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the selected item of a horizontally scrolling strip (tabs, filters) in view: on a phone the chosen
 * tab is never hidden past the edge. Scrolls only the strip, never the page.
 */
export function useKeepSelectedInView(strip: RefObject<HTMLElement | null>, selectedKey: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection is what triggers the scroll.
  useLayoutEffect(() => {
    const container = strip.current;
    const selected = container?.querySelector<HTMLElement>('[aria-selected="true"], [aria-current="true"]');
    if (!container || !selected || container.scrollWidth <= container.clientWidth) return;
    const left =
      selected.getBoundingClientRect().left - container.getBoundingClientRect().left + container.scrollLeft;
    const right = left + selected.offsetWidth;
    if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = left - (container.clientWidth - selected.offsetWidth) / 2;
    }
  }, [strip, selectedKey]);
}
