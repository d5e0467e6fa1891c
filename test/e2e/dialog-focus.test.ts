import { sharedPage } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';

/** The accessible name of what has keyboard focus now (`BODY` when nothing does). */
const focused = (page: ReturnType<ReturnType<typeof sharedPage>>) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element && element !== document.body ? (element.textContent ?? '').trim() : 'BODY';
  });

describe('dialogs', () => {
  const openPage = sharedPage(async (page) => {
    await newcomerInBrowser(page, 'Dialog', 'Keyboard');
  });

  it('give keyboard focus back to the button that opened them, on Escape and on Close', async () => {
    const page = openPage();
    await page.goto('/profile-page');
    const ask = page.getByRole('button', { name: 'Ask for a receipt' });
    for (const close of ['Escape', 'Close'] as const) {
      await ask.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Ask for a receipt' });
      await dialog.waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The dialog gives the focus back as it unmounts, a beat after it leaves the page: wait for that state.
      await page
        .waitForFunction(() => document.activeElement?.textContent?.trim() === 'Ask for a receipt', null, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      expect({ close, focused: await focused(page) }).toEqual({ close, focused: 'Ask for a receipt' });
    }
  });

  it("show the Ask dialog's request link as one line, not a tall empty box", async () => {
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
