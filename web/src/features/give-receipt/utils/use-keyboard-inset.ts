import { type RefObject, useEffect } from 'react';

/**
 * Keeps `--keyboard-inset` on `target` at the height the on-screen keyboard covers at the bottom of the
 * page: the part of the layout viewport below the visual one. Safari and Chrome on a phone shrink only the
 * visual viewport when the keyboard opens, so a bar stuck to the bottom would sit under it. Set as a style,
 * not state: the page is not drawn again on every scroll. Zoomed in, the bar stays where it is.
 */
export function useKeyboardInset(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const view = window.visualViewport;
    const element = target.current;
    if (!view || !element) return;
    const update = () => {
      const covered = document.documentElement.clientHeight - view.height - view.offsetTop;
      const inset = view.scale > 1.01 ? 0 : Math.max(0, Math.round(covered));
      element.style.setProperty('--keyboard-inset', `${inset}px`);
    };
    update();
    view.addEventListener('resize', update);
    view.addEventListener('scroll', update);
    return () => {
      view.removeEventListener('resize', update);
      view.removeEventListener('scroll', update);
    };
  }, [target]);
}
