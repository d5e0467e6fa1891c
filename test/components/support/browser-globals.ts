import { clientRoutes } from '@contract/routes';

/**
 * What the built site has that a component test's jsdom does not: Vite's `__API_ROUTES__` (web/vite.config.ts),
 * and scrolling, which jsdom, laying nothing out, leaves unimplemented.
 */
Object.assign(globalThis, { __API_ROUTES__: clientRoutes() });
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
