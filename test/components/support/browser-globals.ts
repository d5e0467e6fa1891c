import { format } from 'node:util';
import { clientRoutes } from '@contract/routes';

/**
 * What the built site has that a component test's jsdom does not: Vite's `__API_ROUTES__` (web/vite.config.ts),
 * and scrolling, media queries and the resize and intersection observers, which jsdom, laying nothing out,
 * leaves unimplemented.
 */
Object.assign(globalThis, { __API_ROUTES__: clientRoutes() });
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
class Unobserving {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(window, { ResizeObserver: Unobserving, IntersectionObserver: Unobserving });
// Media queries (the theme's system preference) match nothing: a light screen of no particular size.
window.matchMedia = (media: string) =>
  Object.assign(new EventTarget(), {
    media,
    matches: false,
    onchange: null,
    addListener() {},
    removeListener() {},
  }) as unknown as MediaQueryList;

// jsdom does not know HTML's <search> element (the site's search forms are in one), and React says so.
const reportError = console.error;
console.error = (...args: unknown[]) => {
  if (!format(...args).includes('The tag <search> is unrecognized')) reportError(...args);
};
