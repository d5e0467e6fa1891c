/**
 * A dynamic import that recovers from a failed download without a reload.
 *
 * Browsers that do not yet follow whatwg/html#10327 (Chromium 150, Safari and Firefox today) keep a failed
 * module fetch in the page's module map: importing the same URL again fails at once, without asking the
 * network, for as long as the page lives. So a failed import is asked once more as it was (a browser that
 * no longer keeps failures fetches it again, and it stays one module), then from its URL with a query the
 * browser has not seen. Chromium and Firefox name that URL in the error; Safari does not, and there, as when
 * a module the chunk itself imports failed, the caller's error state offers a reload.
 */

/** What a failed import says, with the module's URL: Chromium's and Firefox's wording. */
const failedModule = /(?:dynamically imported module|loading dynamically imported module):\s*(\S+)/i;

/** The URL of the module an import could not fetch, when the browser names it. */
export function failedModuleUrl(error: unknown): string | null {
  const url = error instanceof Error ? failedModule.exec(error.message)?.[1] : undefined;
  if (!url) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** Each retry asks for a URL no earlier attempt asked for: a failed one stays failed in the module map. */
let retries = 0;
/** A module recovered under another URL, so the next import that fails on it gets the same instance. */
const recovered = new Map<string, Promise<unknown>>();

/** `url` with a query the page has not imported yet. */
export function urlToRetry(url: string): string {
  retries += 1;
  const retry = new URL(url);
  retry.searchParams.set('retry', String(retries));
  return retry.href;
}

function importUnder<T>(url: string): Promise<T> {
  const known = recovered.get(url);
  if (known) return known as Promise<T>;
  const loading = import(/* @vite-ignore */ urlToRetry(url)) as Promise<T>;
  recovered.set(url, loading);
  loading.catch(() => recovered.delete(url));
  return loading;
}

/** `load()` (an `import()`), asked again when it fails, and then under a URL the browser has not marked failed. */
export async function importAgain<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      const url = failedModuleUrl(error);
      if (!url) throw error;
      return importUnder<T>(url);
    }
  }
}
