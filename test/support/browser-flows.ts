import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { callApi } from './api';
import type { TestMember } from './profiles';
import { openSignedIn } from './signed-in-page';
import { markVerifiedInCognito, signIn, signUpUser, uniqueEmail, uniqueUsername } from './users';

export interface BrowserAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs a new person up through the sign-up screen; ends on /profile-setup. `verified` (the default): they
 * then confirm their e-mail with Cognito, as sending needs, and sign in again so the site's token says so
 * (the site has not recorded it: no e-mails yet). `verified: false` leaves them as sign-up does.
 */
export async function signUpInBrowser(
  page: Page,
  firstName: string,
  lastName: string,
  username = uniqueUsername(),
  { verified = true } = {},
): Promise<BrowserAccount> {
  const account = {
    email: uniqueEmail(),
    username,
    password: 'pass-word-123',
    firstName,
    lastName,
  };
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/profile-setup');
  if (!verified) return account;
  await markVerifiedInCognito({ userId: (await signIn(account.email, account.password)).userId, ...account });
  // Signed out by forgetting the session (a phone hides Sign Out in its menu), then in again.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  // Where sign-in leads depends on how far the profile is set up.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (!page.url().endsWith('/profile-setup')) await page.goto('/profile-setup');
  return account;
}

/**
 * A new person as the sign-up form leaves them, without the form: signed up with Cognito and their username
 * claimed through the API (as the form does), their e-mail confirmed, and signed in (openSignedIn); ends on
 * /profile-setup, with no profile yet. For the tests that are not about signing up (sign-up-and-login.test.ts
 * drives the form).
 */
export async function newcomerInBrowser(
  page: Page,
  firstName: string,
  lastName: string,
  username = uniqueUsername(),
): Promise<BrowserAccount> {
  const account = { email: uniqueEmail(), username, password: 'pass-word-123', firstName, lastName };
  const user = await signUpUser(firstName, lastName, account.email, account.password);
  // The form's first call after signing up: the profile, claiming the username.
  const claimed = await callApi('PUT', '/me/profile', {
    token: user.idToken,
    body: { username, firstName, lastName },
  });
  if (claimed.status !== 200) throw new Error(`the username was not claimed: ${claimed.status}`);
  await markVerifiedInCognito(user);
  await openSignedIn(page, account, sitePaths.profileSetup);
  return account;
}

/** New people one after another on one page (newcomerInBrowser); the last one stays signed in. */
export async function signUpInTurn<const People extends readonly (readonly [string, string])[]>(
  page: Page,
  ...people: People
): Promise<{ [K in keyof People]: BrowserAccount }> {
  const accounts: BrowserAccount[] = [];
  for (const [firstName, lastName] of people)
    accounts.push(await newcomerInBrowser(page, firstName, lastName));
  return accounts as { [K in keyof People]: BrowserAccount };
}

/** A person signed up in the browser, as the API sees them: signed in afresh for an ID token and their id. */
export async function asMember(account: BrowserAccount): Promise<TestMember> {
  return { ...(await signIn(account.email, account.password)), ...account };
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.signOut }).click();
  await page.waitForURL('**/login');
}

/** Signs `account` in on the sign-in page with its password, and waits until the page has left it. */
export async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
