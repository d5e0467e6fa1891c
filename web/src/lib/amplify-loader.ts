export type AmplifyModule = typeof import('./amplify');

import { tokenKeyPrefix } from './amplify-storage';
import { importAgain } from './import-again';

let loading: Promise<AmplifyModule> | null = null;
let loaded: AmplifyModule | null = null;
const waiting = new Set<(amplify: AmplifyModule) => void>();

/**
 * Loads and configures Amplify once, on first need: the sign-in pages and the signed-in app wait for it
 * (router.tsx), the landing page and the static pages never ask, so they stay free of the SDK.
 */
export function loadAmplify(): Promise<AmplifyModule> {
  // site-config validates with zod: it loads with Amplify, not with the first page.
  loading ??= Promise.all([
    importAgain(() => import('./amplify')),
    importAgain(() => import('./site-config')).then((m) => m.loadSiteConfig()),
  ]).then(
    ([amplify, config]) => {
      amplify.configureAmplify(config);
      loaded = amplify;
      for (const notify of waiting) notify(amplify);
      waiting.clear();
      return amplify;
    },
    (error: unknown) => {
      loading = null; // a later navigation may try again
      throw error;
    },
  );
  return loading;
}

/**
 * Starts the download without waiting for it: main.tsx at boot for a member's own pages, a sign-in form when
 * the member first touches it (the page draws and takes input without it, and evaluating it would hold up the
 * first seconds of a slow phone).
 */
export function startLoadingAmplify(): void {
  loadAmplify().catch(() => {
    // Whoever needs it asks again and shows the failure (a form's submit, a page's load).
  });
}

/** Calls `notify` once Amplify is loaded (at once if it is), without loading it. Returns a canceller. */
export function whenAmplifyLoaded(notify: (amplify: AmplifyModule) => void): () => void {
  if (loaded) {
    notify(loaded);
    return () => {};
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * Whether this browser holds Cognito tokens. Without any, Amplify could only answer "signed out", so the
 * auth state is known without loading it; with some, Amplify is loaded to validate (and refresh) them.
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(tokenKeyPrefix)) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable here: let Amplify decide
  }
}
