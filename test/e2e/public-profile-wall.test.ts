import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPage, phoneAndDesktopThemes, sharedBrowser, sidewaysOverflow } from '../support/browser';
import { answerFollowUp, askFollowUp, backdateLinked } from '../support/follow-ups';
import { logInInBrowser } from '../support/give-flow';
import { linked, setGoals } from '../support/goals';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { openSignedIn } from '../support/signed-in-page';

jest.setTimeout(120_000);

const phone = { width: 360, height: 640 };
const desktop = { width: 1280, height: 900 };

/** The wall's cards, by the words of their quotes. */
const cardTexts = (page: Page) =>
  page.locator('.wall .receipt-face-quote').evaluateAll((quotes) => quotes.map((q) => q.textContent));

/** The texts of the page's primary actions (the top bar aside). */
const primaryActions = (page: Page) => page.locator('#main .button-primary').allTextContents();

/** How many Sign In or Sign Up links the page itself repeats from the top bar. */
const inPageSignInOrUp = (page: Page) =>
  page
    .locator('#main')
    .getByRole('link', { name: new RegExp(`^(${messages.signIn}|${messages.signUp})$`) })
    .count();

describe('a public profile as a wall', () => {
  let owner: TestMember;
  let viewer: TestMember;
  let closed: TestMember;
  const browser = sharedBrowser();
  const calm = 'Work: kept the room calm';
  const quiet = 'Work: heard the quiet ones';
  const fun = 'Play: made the game fun';
  const shown = [calm, quiet, fun];

  beforeAll(async () => {
    let giver: TestMember;
    [owner, viewer, giver, closed] = await Promise.all([
      createMember('Ada', 'Wall'),
      createMember('Vic', 'Viewer'),
      createMember('Gus', 'Giver'),
      createMember('Cleo', 'Closed'),
    ]);
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
    });
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { publicCategories: { Health: false } },
    });
    await giveReceipt(giver, owner, { category: 'Health', receiptText: 'Health: not for the wall' });
    const hidden = await giveReceipt(giver, owner, { category: 'Work', receiptText: 'Work: hidden by Ada' });
    await callApi('PUT', `/receipts/${hidden.body.id}/visibility`, {
      token: owner.idToken,
      body: { hidden: true },
    });
    await giveReceipt(giver, owner, { category: 'Play', receiptText: fun });
    await giveReceipt(giver, owner, {
      category: 'Work',
      receiptText: quiet,
      relationshipType: 'Coworker',
    });
    await giveReceipt(giver, owner, { category: 'Work', receiptText: calm });
  });

  it('shows only public receipts; the category filter narrows the wall and "All" restores it', async () => {
    const page = await newPage(browser(), { viewport: desktop });
    await logInInBrowser(page, viewer);
    await page.goto(`/u/${owner.username}`);
    await page.getByRole('heading', { level: 1, name: 'Ada Wall' }).waitFor();
    const filter = page.getByRole('group', { name: 'Receipt categories' });
    // The first category with public receipts is chosen; Health is not public, so it is not offered.
    await filter.getByRole('radio', { name: /Work 2/, checked: true }).waitFor();
    expect(
      await filter
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => r.parentElement?.textContent)),
    ).toEqual(['All 3', 'Work 2', 'Play 1']);
    await page.getByText(calm).waitFor();
    expect(await cardTexts(page)).toEqual([calm, quiet]);

    await filter.getByRole('radio', { name: /All/ }).check();
    await page.getByText(fun).waitFor();
    expect(await cardTexts(page)).toEqual(shown);
    // By keyboard: the arrow keys move through the choices.
    await page.keyboard.press('ArrowRight');
    await filter.getByRole('radio', { name: /Work/, checked: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await filter.getByRole('radio', { name: /Play/, checked: true }).waitFor();
    await page.getByText(fun).waitFor();
    await page.getByText(calm).waitFor({ state: 'detached' });
    expect(await cardTexts(page)).toEqual([fun]);
    await filter.getByRole('radio', { name: /All/ }).check();
    await page.getByText(calm).waitFor();
    expect(await cardTexts(page)).toEqual(shown);

    const content = await page.content();
    expect(content).not.toContain('not for the wall');
    expect(content).not.toContain('hidden by Ada');
    await page.context().close();
  });

  it('keeps "Leave Ada a Receipt" in view while scrolling, covering nothing, and it opens the give flow', async () => {
    const page = await newPage(browser(), { viewport: phone });
    await logInInBrowser(page, viewer);
    await page.goto(`/u/${owner.username}`);
    await page.getByText(calm).waitFor();
    const leave = page.getByRole('link', { name: format(messages.leaveReceiptFor, { name: 'Ada' }) });
    const inView = async () => {
      const box = (await leave.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= phone.height;
    };
    expect(await inView()).toBe(true);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await inView()).toBe(true);
    // At the end of the page the last card ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = (await page.locator('.leave-receipt-bar').boundingBox())!;
    const last = (await page.locator('.wall .receipt-card').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    expect(await sidewaysOverflow(page)).toBe(0);

    await leave.click();
    await page.waitForURL(`**/receipt?to=${owner.username}`);
    await page.getByRole('heading', { name: 'Ada Wall' }).waitFor();
    await page.getByText('Ready to Give a Receipt?').waitFor();
    await page.context().close();
  });

  it('shows a signed-out visitor the same wall under the arrival block, with one action', async () => {
    const page = await newPage(browser(), { viewport: phone });
    await page.goto(`/u/${owner.username}`);
    await page.getByRole('heading', { level: 1, name: 'Ada Wall' }).waitFor();
    await page.getByText(messages.whatIsAReceipt).waitFor();
    expect(await primaryActions(page)).toEqual([format(messages.leaveReceiptFor, { name: 'Ada' })]);
    expect(await inPageSignInOrUp(page)).toBe(0);
    await page.getByRole('radio', { name: /All/ }).check();
    await page.getByText(fun).waitFor();
    expect(await cardTexts(page)).toEqual(shown);
    expect(await page.content()).not.toContain('hidden by Ada');
    expect(await sidewaysOverflow(page)).toBe(0);

    // A profile kept for members: the handle, with what little the page may say, and the same one action.
    await page.goto(`/u/${closed.username}`);
    await page.getByRole('heading', { level: 1, name: `@${closed.username}` }).waitFor();
    await page.getByText(messages.signInToSeeProfile, { exact: false }).waitFor();
    await page.getByText(messages.whatIsAReceipt).waitFor();
    expect(await primaryActions(page)).toEqual([
      format(messages.leaveReceiptFor, { name: `@${closed.username}` }),
    ]);
    expect(await inPageSignInOrUp(page)).toBe(0);
    expect(await page.content()).not.toContain('Cleo Closed');
    // The give link: giving is its one action.
    await page.goto(`/give/${closed.username}`);
    await page.getByRole('heading', { level: 1, name: `@${closed.username}` }).waitFor();
    expect(await primaryActions(page)).toEqual([
      format(messages.giveReceiptTo, { name: `@${closed.username}` }),
    ]);
    expect(await inPageSignInOrUp(page)).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });

  it("shows a goal's change line once its owner switches it on", async () => {
    const goal = 'Public Speaking';
    const [asker, ...givers] = await Promise.all(
      ['Gil', 'Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => createMember(name, 'Growth')),
    );
    await setGoals(asker!, [goal]);
    for (const giver of givers) await linked(giver, asker!, goal);
    await backdateLinked(asker!, goal, limits.followUp.waitDays + 1);
    const asked = await askFollowUp(asker!, goal);
    for (const [i, giver] of givers.entries())
      await answerFollowUp(giver, asked.body.id, { change: i ? 'yes' : 'no', text: 'Clearer now' });
    const line = format(messages.goalChangeLine, { noticed: 4, answered: 5, goal });

    const page = await newPage(browser(), { viewport: desktop });
    await openSignedIn(page, asker!, '/app/goals');
    const toggle = page
      .getByRole('region', { name: goal })
      .getByRole('switch', { name: messages.goalOnWallSwitch, checked: false });
    const saved = page.waitForResponse((r) => r.url().endsWith('/me/goal-wall') && r.ok());
    await toggle.click();
    await saved;
    await page.goto(`/u/${asker!.username}`);
    await page.getByRole('region', { name: messages.goalChangesHeading }).getByText(line).waitFor();
    expect(await page.getByText('Clearer now').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(phoneAndDesktopThemes(phone, desktop))(
    'fits and passes axe on a %s in %s',
    async (_device, scheme, viewport) => {
      const page = await newPage(browser(), { colorScheme: scheme, viewport });
      await page.goto(`/u/${owner.username}`);
      await page.getByText(calm).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport === desktop) {
        // Centred: as much room on the left of the wall as on its right.
        const wall = (await page.locator('.wall').boundingBox())!;
        expect(Math.abs(wall.x - (viewport.width - wall.x - wall.width))).toBeLessThan(24);
      }
      await page.context().close();
    },
  );
});
