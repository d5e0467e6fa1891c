import type { Locator, Page } from 'playwright-core';
import { newPage, sharedBrowser } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';
import { chooseRecipient, recordVoice, timerButton } from '../support/give-flow';
import { createMember } from '../support/profiles';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  return box.y >= 0 && box.y + box.height <= view.height && box.x >= 0 && box.x + box.width <= view.width;
}
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each(widths)('the give flow on a $name ($width × $height)', ({ width, height }) => {
  const browser = sharedBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), { viewport: { width, height } });
  });

  it('leads a new user from search to the success heading with the keyboard and the countdown in view', async () => {
    const recipient = await createMember('Bartholomew-Maximilian', 'Vanderhoeven-Castellanos');
    await newcomerInBrowser(page, 'New', 'Giver');

    // A brand-new user sees a prompt, not a wall of members.
    await page.goto('/receipt');
    await page.getByText(/Search for someone by name or username/).waitFor();
    expect(await page.locator('.recipient-grid').count()).toBe(0);

    // The typed text stops before the Find button inside the box.
    const box = page.getByLabel('Search by name or username');
    await box.fill('a-long-search-for-someone-with-a-long-name');
    const room = await box.evaluate((input) => {
      const find = input.parentElement?.querySelector('button')?.getBoundingClientRect();
      const textEnds =
        input.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(input).paddingRight);
      return (find?.left ?? 0) - textEnds;
    });
    expect(room).toBeGreaterThanOrEqual(0);

    // "No one matches" hides "Show more people".
    await page.getByLabel('Search by name or username').fill('zzz-nobody');
    await page.getByText(/No one matches/).waitFor();
    expect(await page.getByRole('button', { name: 'Show more people' }).count()).toBe(0);

    // Long names wrap instead of being cut (in the picker, which folds away once someone is chosen).
    await page.getByLabel('Search by name or username').fill(recipient.username);
    await page.getByRole('button', { name: 'Find' }).click();
    const name = page.getByRole('button', { name: /@/ }).locator('.recipient-name').first();
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // After choosing, the person and the Start button are in view, and Start has focus.
    await chooseRecipient(page, recipient, false);
    const start = timerButton(page);
    expect(await inViewport(page, page.getByRole('heading', { name: /Bartholomew-Maximilian/ }))).toBe(true);
    expect(await inViewport(page, start)).toBe(true);
    expect(await isFocused(start)).toBe(true);

    // Start by keyboard: the text box is at most 8 Tab presses away (here: none, it takes focus).
    await page.keyboard.press('Enter');
    const text = page.getByLabel('What did you notice?');
    await text.waitFor();
    let tabs = 0;
    while (!(await isFocused(text)) && tabs <= 8) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(8);
    const timer = page.getByRole('timer');
    expect(await inViewport(page, timer)).toBe(true);
    await page.keyboard.type('You made room for everyone.');

    // Each tag group is one Tab stop, with arrow keys inside.
    await page.keyboard.press('Tab'); // the recorder
    await page.keyboard.press('Tab'); // Day context
    const dayContext = page.getByRole('radiogroup', { name: 'Day context' });
    expect(await dayContext.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dayContext.getByRole('radio', { checked: true }).count()).toBe(1);
    for (const group of ['Intent', 'Category', 'Relationship type']) {
      await page.keyboard.press('Tab');
      const radios = page.getByRole('radiogroup', { name: group });
      expect(await radios.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Tab');
    const tags = page.getByRole('toolbar', { name: 'Tags' });
    expect(await tags.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await tags.getByRole('button', { pressed: true }).count()).toBe(1);
    // The countdown stays in view wherever the form is scrolled.
    expect(await inViewport(page, timer)).toBe(true);
    await text.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inViewport(page, timer)).toBe(true);

    // Recording does not widen the page.
    await recordVoice(page);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    const heading = page.getByRole('heading', { name: 'Receipt Sent Successfully!' });
    await heading.waitFor();
    expect(await isFocused(heading)).toBe(true);

    // Now the person given to is a recent recipient.
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await page.getByRole('button', { name: new RegExp(`@${recipient.username}`) }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  }, 150_000);
});
