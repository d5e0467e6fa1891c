/**
 * Where a signed-out visitor was going (a profile link, a give link, a protected page), kept for the tab
 * through log-in or sign-up so that they land there afterwards.
 */
const key = 'receipts.returnTo';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage refused (private mode): the visitor lands on the default page instead.
  }
}

const shareLink = /^\/(?:u|give)\//;

/**
 * The remembered path (once: it is forgotten on reading); only paths of this site. After sign-up only a
 * profile or give link counts: otherwise a new member goes to profile setup as usual.
 */
export function takeReturnTo({ shareLinksOnly = false } = {}): string | null {
  try {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!path?.startsWith('/') || path.startsWith('//')) return null;
    return !shareLinksOnly || shareLink.test(path) ? path : null;
  } catch {
    return null;
  }
}
