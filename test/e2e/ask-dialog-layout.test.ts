import { sharedPage } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';

/** What only a real layout shows of a dialog; its focus is test/components/dialog-focus.test.tsx. */
describe('the Ask dialog', () => {
  const openPage = sharedPage(async (page) => {
    await newcomerInBrowser(page, 'Dialog', 'Keyboard');
  });

  it('shows its request link as one line, not a tall empty box', async () => {
    const page = openPage();
    await page.goto('/profile-page');
    await page.getByRole('button', { name: 'Ask for a receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a receipt' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel('Your request link');
    const height = (await link.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThan(60);
    await page.keyboard.press('Escape');
  });
});
