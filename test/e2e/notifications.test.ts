import { messages } from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import type { Browser, Page } from 'playwright-core';
import { callApi } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { type BrowserAccount, signUpInBrowser } from '../support/browser-flows';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { signIn } from '../support/users';

describe('the unread badge and e-mail settings', () => {
  let browser: Browser;
  let page: Page;
  let owner: BrowserAccount;
  let ownerToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    owner = await signUpInBrowser(page, 'Grace', 'Hopper');
    const signedIn = await signIn(owner.email, owner.password);
    ownerToken = signedIn.idToken;
    const sender = await createMember('Ada', 'Lovelace');
    const recipient = { ...signedIn, username: owner.username, firstName: 'Grace', lastName: 'Hopper' };
    await giveReceipt(sender, recipient);
    await giveReceipt(sender, recipient, { anonymous: true });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows how many receipts arrived since the hub was last opened, and clears when it is opened', async () => {
    await page.goto('/receipt');
    const hubLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Receipts Hub/ });
    await hubLink.getByRole('status', { name: '2 new receipts' }).waitFor();
    await hubLink.click();
    await page.waitForURL('**/receipts-hub');
    await hubLink.getByRole('status').waitFor({ state: 'detached' });
    await page.reload();
    await page
      .getByRole('heading', { name: /Receipts/ })
      .first()
      .waitFor();
    expect(await hubLink.getByRole('status').count()).toBe(0);
    expect((await callApi<Me>('GET', '/me', { token: ownerToken })).body.unreadReceipts).toBe(0);
  });

  it('turns receipt e-mails off and on in Settings', async () => {
    await page.goto('/app/settings');
    const toggle = page.getByRole('switch', { name: messages.emailNotificationsLabel });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse((r) => r.url().endsWith('/me/notification-settings') && r.ok());
    await toggle.click();
    await saved;
    const me = (await callApi<Me>('GET', '/me', { token: ownerToken })).body;
    expect(me.notifications).toEqual({ email: false });
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('explains a broken unsubscribe link', async () => {
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('alert').getByText(messages.unsubscribeLinkInvalid).waitFor();
  });
});
