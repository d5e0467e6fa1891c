import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

describe('reflections and the journal', () => {
  const browser = sharedBrowser();

  it('writes "What I\'ll try next" on a received receipt, and finds it in the journal by category', async () => {
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Reader')]);
    const sent = await giveReceipt(giver, rita, { category: 'Work', receiptText: 'You listened first' });
    expect(sent.status).toBe(201);

    const page = await newPage(browser());
    await logInInBrowser(page, rita);
    await page.goto('/app/journal');
    await page.getByText('No reflections yet.', { exact: false }).waitFor();

    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: /You listened first/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel("What I'll try next").fill('Ask one more question before answering');
    await dialog.getByRole('button', { name: 'Save reflection' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Through the app's navigation.
    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: 'Journal' }).first().click();
    await page.waitForURL('**/app/journal');
    await page.getByText('Ask one more question before answering').waitFor();
    await page.getByLabel('Category').selectOption('Play');
    await page.getByText('No reflections here yet.').waitFor();
    await page.getByLabel('Category').selectOption('Work');
    await page.getByText('Ask one more question before answering').waitFor();
  });
});
