import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { createMember, type TestMember } from '../support/profiles';

describe('the /app layout', () => {
  let browser: Browser;
  let page: Page;
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember('Octavia', 'Butler');
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor of /app to /login', async () => {
    await page.goto('/app/dashboard');
    await page.waitForURL('**/login');
  });

  it('shows the sidebar with the initial and username, and a placeholder page per link', async () => {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/receipt');

    await page.goto('/app');
    await page.waitForURL('**/app/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Your account' });
    await sidebar.getByText(`@${member.username}`).waitFor();
    expect(await sidebar.locator('.app-sidebar-initial').textContent()).toBe('O');

    for (const [name, path, heading] of [
      ['Receipts', '/app/receipts', 'Receipts'],
      ['Goals', '/app/goals', 'Goals'],
      ['Profile', '/profile', 'Profile'],
      ['Settings', '/app/settings', 'Settings'],
      ['Dashboard', '/app/dashboard', 'Dashboard'],
    ]) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
  });

  it('says goodbye in a toast after Logout', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('region', { name: 'Notifications' }).getByText('Signed out').waitFor();
  });
});
