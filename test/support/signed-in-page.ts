import type { Page } from 'playwright-core';
import { sessionKeys } from '../../web/src/lib/amplify-storage';
import { testStack } from './stack';
import { signIn } from './users';

/**
 * Signs `account` in on `page` without the sign-in form, then opens `path`: Cognito signs them in (as the form's
 * password sign-in does) and their tokens are left where Amplify keeps them after a sign-in. For the tests that
 * are not about signing in; those drive the form (signInWithPassword). Whoever was signed in on the page before
 * is forgotten.
 */
export async function openSignedIn(page: Page, account: { email: string; password: string }, path: string) {
  const { idToken, accessToken, refreshToken } = await signIn(account.email, account.password);
  if (!accessToken || !refreshToken) throw new Error('sign-in returned no access or refresh token');
  const keys = sessionKeys(testStack().clientId, account.email);
  const stored: Record<string, string> = {
    [keys.lastAuthUser]: account.email,
    [keys.idToken]: idToken,
    [keys.accessToken]: accessToken,
    [keys.refreshToken]: refreshToken,
    [keys.clockDrift]: '0',
    [keys.signInDetails]: JSON.stringify({ loginId: account.email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
  // Any page of the site's origin holds its storage; a static file loads no app.
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path);
}
