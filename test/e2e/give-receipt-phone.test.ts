import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';
import { chooseRecipient, startTimer } from '../support/give-flow';
import { createMember } from '../support/profiles';

/** Two phones, one in each theme; `keyboard` is how much of the screen an on-screen keyboard takes. */
const phones = [
  { width: 360, height: 740, keyboard: 300, colorScheme: 'dark' as const },
  { width: 390, height: 844, keyboard: 340, colorScheme: 'light' as const },
];

/**
 * Where `locator` is in the viewport and whether it is on top there: its box wholly inside, and the element
 * at its centre is it (or inside it), so no bar or overlay covers it.
 */
async function shownOnTop(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return 'not laid out';
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  if (!inside) return `outside the viewport: ${JSON.stringify(box)}`;
  const onTop = await locator.evaluate(
    (element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  return onTop ? 'shown' : 'covered';
}

/** Writing on a phone is a focused screen: the countdown and Submit stay in view, no navigation bar over them. */
describe.each(phones)('writing a receipt on a $width px phone ($colorScheme)', (phone) => {
  const browser = sharedBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), {
      viewport: { width: phone.width, height: phone.height },
      colorScheme: phone.colorScheme,
    });
  });

  it('keeps the countdown and Submit in view and uncovered while typing, with no bottom bar', async () => {
    const recipient = await createMember('Katherine', 'Johnson');
    await newcomerInBrowser(page, 'Phone', 'Writer');
    await chooseRecipient(page, recipient);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);

    await startTimer(page);
    const text = page.getByLabel('What did you notice?');
    const timer = page.getByRole('timer');
    const submit = page.getByRole('button', { name: 'Submit Receipt' });
    const preview = page.getByRole('button', { name: 'Preview' });
    await text.click();
    const expectInView = async () => {
      expect(await shownOnTop(page, timer)).toBe('shown');
      expect(await shownOnTop(page, submit)).toBe('shown');
      expect(await shownOnTop(page, preview)).toBe('shown');
      expect(await nav.count()).toBe(0);
    };
    for (const words of ['You asked the question ', 'nobody else would, ', 'and the room relaxed.\n']) {
      await page.keyboard.type(words);
      await expectInView();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The on-screen keyboard takes the bottom of the screen: the bar rides above it, the text box in view.
    await page.setViewportSize({ width: phone.width, height: phone.height - phone.keyboard });
    await text.focus();
    await page.keyboard.type('Thank you.');
    await expectInView();
    expect(await shownOnTop(page, text)).toBe('shown');
    await page.setViewportSize({ width: phone.width, height: phone.height });

    // The card being written is one tap away; Submit sends it from there.
    await preview.click();
    await page.getByText('From Phone Writer').waitFor();
    await expectInView();
    expect(await seriousViolations(page)).toEqual([]);
    await submit.click();
    await page.getByRole('heading', { name: 'Receipt Sent Successfully!' }).waitFor();
    await nav.waitFor();
  }, 150_000);
});
