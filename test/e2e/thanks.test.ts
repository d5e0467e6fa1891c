import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

describe('thanks in the hub', () => {
  const browser = sharedBrowser();

  it('the recipient thanks an anonymous giver, and the giver sees it on that receipt', async () => {
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Reader')]);
    expect(
      (await giveReceipt(giver, rita, { anonymous: true, receiptText: 'You kept us calm' })).status,
    ).toBe(201);

    const page = await newPage(browser());
    await logInInBrowser(page, rita);
    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: /You kept us calm/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: 'Say thanks' }).waitFor();
    await dialog.getByText('It reaches whoever sent this, without telling you who.').waitFor();
    await dialog.getByRole('radio', { name: 'Made my day' }).check();
    await dialog.getByLabel('A line back (optional)').fill('It really did');
    await dialog.getByRole('button', { name: 'Send thanks' }).click();
    await dialog.getByText('“Made my day” — It really did').waitFor();
    await dialog.getByRole('button', { name: 'Change' }).waitFor();

    const giverPage = await newPage(browser());
    await logInInBrowser(giverPage, giver);
    await giverPage.goto('/receipts-hub');
    const card = giverPage.getByRole('button', { name: /You kept us calm/ });
    await card.getByText('Thanked you').waitFor();
    await card.click();
    await giverPage.getByRole('dialog').getByText('Rita Reader thanked you:').waitFor();
    await giverPage.getByRole('dialog').getByText('“Made my day” — It really did').waitFor();
  });
});
