import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

describe('a held anonymous receipt in the browser', () => {
  const browser = sharedBrowser();

  it('shows its giver it delivers within a day, and takes it back before it arrives', async () => {
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Reader')]);
    const held = await giveReceipt(giver, rita, { held: true, anonymous: true, receiptText: 'Quiet thanks' });
    expect(held.body).toMatchObject({ held: true });
    expect(held.body).not.toHaveProperty('deliversAt');

    const page = await newPage(browser());
    await logInInBrowser(page, giver);
    await page.goto('/receipts-hub');
    const card = page.getByRole('button', { name: /Quiet thanks/ });
    // A day, never the recipient's hour (it would tell the giver their time zone).
    await card.getByText(messages.deliversWithinADay, { exact: true }).waitFor();
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.heldUntilDelivery, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await dialog.getByText('Rita Reader will never see it.').waitFor();
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await page.getByText(messages.receiptTakenBack).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    expect((await allReceipts(giver, 'sent')).map((r) => r.receiptText)).not.toContain('Quiet thanks');
  });

  it('lets the recipient choose the hour and time zone of their delivery', async () => {
    const member = await createMember('Dee', 'Livery');
    const page = await newPage(browser());
    await logInInBrowser(page, member);
    await page.goto('/app/settings');
    const group = page.getByRole('group', { name: 'Anonymous receipts arrive' });
    const saved = () =>
      page.waitForResponse((r) => r.url().endsWith('/me/sharing-settings') && r.request().method() === 'PUT');
    for (const [label, value] of [
      ['Daily at', '7'],
      ['Time zone', 'Europe/Paris'],
    ] as const) {
      const answer = saved();
      await group.getByLabel(label).selectOption(value);
      expect((await answer).status()).toBe(200);
    }
    const me = await callApi<Me>('GET', '/me', { token: member.idToken });
    expect(me.body.sharingSettings).toMatchObject({ deliveryHour: 7, timeZone: 'Europe/Paris' });
    // The new time waits a week: until then receipts keep the time they had, and the page says so.
    const pending = group.getByRole('status');
    await pending.waitFor();
    const [, after] = format(messages.deliveryChangePending, { date: '|', time: '18:00', zone: 'UTC' }).split(
      '|',
    );
    expect(await pending.textContent()).toContain(after?.split(';')[0]);
  });
});
