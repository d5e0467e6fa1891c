import type { Page } from 'playwright-core';
import { uniqueEmail, uniqueUsername } from './users';

export interface BrowserAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs a new person up through the sign-up screen; ends on /profile-setup. */
export async function signUpInBrowser(
  page: Page,
  firstName: string,
  lastName: string,
  username = uniqueUsername(),
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
  return account;
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}
