import { messages } from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { sharedPage } from '../support/browser';
import { asMember, signUpInBrowser } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

describe('the unread badge and e-mail settings', () => {
  let owner: TestMember;
  const openPage = sharedPage(async (page) => {
    owner = await asMember(await signUpInBrowser(page, 'Grace', 'Hopper'));
    const sender = await createMember('Ada', 'Lovelace');
    await giveReceipt(sender, owner);
    await giveReceipt(sender, owner, { anonymous: true });
  });

  it('shows how many receipts arrived since the hub was last opened, and clears when it is opened', async () => {
    const page = openPage();
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
    expect((await callApi<Me>('GET', '/me', { token: owner.idToken })).body.unreadReceipts).toBe(0);
  });

  it('turns receipt e-mails off and on in Settings', async () => {
    const page = openPage();
    await page.goto('/app/settings');
    const toggle = page.getByRole('switch', { name: messages.emailNotificationsLabel });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse((r) => r.url().endsWith('/me/notification-settings') && r.ok());
    await toggle.click();
    await saved;
    const me = (await callApi<Me>('GET', '/me', { token: owner.idToken })).body;
    expect(me.notifications).toEqual({ email: false });
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('explains a broken unsubscribe link', async () => {
    const page = openPage();
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('alert').getByText(messages.unsubscribeLinkInvalid).waitFor();
  });
});
