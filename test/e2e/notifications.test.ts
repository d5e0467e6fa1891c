import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { sharedPage } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { waitForReceiptMail } from '../support/mail';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

// The e-mail switch in Settings and the note to verify an address: test/components/email-settings.test.tsx.
describe('the unread badge', () => {
  let owner: TestMember;
  const openPage = sharedPage(async (page) => {
    owner = await asMember(await newcomerInBrowser(page, 'Grace', 'Hopper'));
    const sender = await createMember('Ada', 'Lovelace');
    await giveReceipt(sender, owner);
    await giveReceipt(sender, owner, { anonymous: true });
  });

  it('shows how many receipts arrived since the hub was last opened, and clears when it is opened', async () => {
    const page = openPage();
    await page.goto('/receipt');
    const hubLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Home/ });
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
});

// Local only: the link comes from the e-mail the local notifier writes to a file.
describeWith('readLocalMail')("the e-mail's unsubscribe link", () => {
  const openPage = sharedPage();

  it('changes nothing when the page is opened (mail scanners open links); the Unsubscribe button does', async () => {
    const [sender, reader] = await Promise.all([
      createMember('Ada', 'Lovelace'),
      createVerifiedMember('Ray', 'Reader'),
    ]);
    const mail = await waitForReceiptMail((await giveReceipt(sender, reader)).body.id);
    const link = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!);
    const page = openPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(request.url());
    });

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(messages.unsubscribeConfirm).waitFor();
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((url) => url.includes('unsubscribe'))).toEqual([]);
    expect((await callApi<Me>('GET', '/me', { token: reader.idToken })).body.notifications).toMatchObject({
      email: true,
    });

    await button.click();
    await page.getByRole('status').getByText(messages.unsubscribed).waitFor();
    expect((await callApi<Me>('GET', '/me', { token: reader.idToken })).body.notifications).toMatchObject({
      email: false,
    });
  });
});
