import type { Receipt } from '@contract/schemas/receipts';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser, sidewaysOverflow } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { setGoals } from '../support/goals';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { reflect } from '../support/reflections';

describe('reflections and the journal', () => {
  const browser = sharedBrowser();

  it('writes "What I\'ll try next" on a received receipt, finds it in the journal by category and goal, and removes it', async () => {
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Reader')]);
    expect((await setGoals(rita, ['Public Speaking'])).status).toBe(200);
    const sent = await giveReceipt(giver, rita, {
      category: 'Work',
      goal: 'Public Speaking',
      receiptText: 'You listened first',
    });
    expect(sent.status).toBe(201);
    const play = (await giveReceipt(giver, rita, { category: 'Play', receiptText: 'Great game' }))
      .body as Receipt;
    expect((await reflect(rita, play.id, 'Pass the ball more')).status).toBe(200);

    const page = await newPage(browser());
    await logInInBrowser(page, rita);
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
    const reflections = page.locator('.journal-reflection');
    await page.getByText('Ask one more question before answering').waitFor();
    // Newest receipt first: the Play one was given last.
    expect(await reflections.allInnerTexts()).toEqual([
      "What I'll try next: Pass the ball more",
      "What I'll try next: Ask one more question before answering",
    ]);
    await page.getByRole('radio', { name: 'Public Speaking' }).check();
    await page.getByText('Pass the ball more').waitFor({ state: 'detached' });
    await page.getByText('Ask one more question before answering').waitFor();
    expect(await reflections.allInnerTexts()).toEqual([
      "What I'll try next: Ask one more question before answering",
    ]);
    await page.getByRole('radio', { name: 'Play' }).check();
    await page.getByText('No reflections here yet.').waitFor();
    await page.getByRole('radio', { name: 'All goals' }).check();
    await page.getByText('Pass the ball more').waitFor();

    // Opened from the journal, the receipt's dialog removes the reflection; the journal drops it.
    await page.getByRole('button', { name: /Great game/ }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Save reflection' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('No reflections here yet.').waitFor();
    await page.getByRole('radio', { name: 'All categories' }).check();
    await page.getByText('Ask one more question before answering').waitFor();
    expect(await reflections.count()).toBe(1);
  });

  it('fits a phone in dark mode, one column on a desktop, passes axe in both, and opens from the keyboard', async () => {
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Phone')]);
    const long = 'A long reflection that has to wrap on a narrow screen '.repeat(8).trim();
    const given = (await giveReceipt(giver, rita, { category: 'Health', receiptText: 'Calm under pressure' }))
      .body as Receipt;
    expect((await reflect(rita, given.id, long)).status).toBe(200);

    const page = await newPage(browser(), { colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    await logInInBrowser(page, rita);
    await page.goto('/app/journal');
    await page.getByText(long).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // On a desktop, in light mode: the feed pages' one column, and axe clean there too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('html:not(.dark)').waitFor();
    const entry = (await page.locator('.journal-entry .hub-card').first().boundingBox())!;
    expect(entry.width).toBeLessThanOrEqual(700);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('button', { name: /Calm under pressure/ });
    await card.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByLabel("What I'll try next").waitFor();
  });
});
