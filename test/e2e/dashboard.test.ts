import { dayContexts } from '@contract/enums';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Locator, Page } from 'playwright-core';
import { themes, type Viewport, viewports } from '../support/app-tour';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { settledDashboard } from '../support/dashboard';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { addToCircle } from '../support/receipt-actions';
import { giveReceipt, giveReceipts } from '../support/receipts';

const cases = viewports.flatMap((viewport) => themes.map((theme) => [viewport, theme] as const));

/** Presses Tab (only the keyboard) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`never reached ${target} with Tab`);
}

const flowCard = (page: Page) => page.getByRole('region', { name: 'Received and given' });

async function openDashboard(
  browser: ReturnType<typeof sharedBrowser>,
  member: TestMember,
  viewport?: Viewport,
  theme?: 'light' | 'dark',
) {
  const page = await newPage(browser(), { viewport, colorScheme: theme });
  await logInInBrowser(page, member);
  await page.goto('/app/dashboard');
  return page;
}

describe('the dashboard page', () => {
  const browser = sharedBrowser();
  let owner: TestMember;
  let friend: TestMember;
  let quiet: TestMember;
  /** When the owner's last received receipt was dated (by the server): its month's column holds it. */
  let receivedAt: Date;

  beforeAll(async () => {
    [owner, friend, quiet] = await Promise.all([
      createMember('Grace', 'Hopper'),
      createMember('Ada', 'Lovelace'),
      createMember('Alan', 'Turing'),
    ]);
    await addToCircle(owner, friend);
    await addToCircle(owner, quiet);
    // As many received as the dashboard needs to draw them; the one given stays a sentence.
    const tags = { category: 'Work', dayContext: 'Good Day', intent: 'Empathy' };
    const received = await giveReceipts(friend, owner, [
      { ...tags, emotionalRegulation: ['Remained Grounded'] },
      { ...tags, category: 'Play' },
      ...Array.from({ length: limits.dashboardChartsFrom - 2 }, () => tags),
    ]);
    receivedAt = new Date(received.at(-1)?.createdAt ?? Date.now());
    await giveReceipt(owner, friend, { category: 'Health', dayContext: 'Hard Day' });
    // The figures come from the stream consumer: wait until they agree with the hub's lists.
    const { figures, expected } = await settledDashboard(owner);
    expect(figures).toEqual(expected);
  }, 120_000);

  it('shows a new member the next steps, and is reachable from the hub', async () => {
    const newcomer = await createMember('New', 'Comer');
    const page = await newPage(browser(), { viewport: viewports[0] });
    await logInInBrowser(page, newcomer);
    await page.goto('/receipts-hub');
    await page.getByRole('link', { name: 'Your dashboard' }).click();
    await page.waitForURL('**/app/dashboard');
    await page.getByText(messages.dashboardEmpty).waitFor();
    const empty = page.getByRole('region', { name: 'Get started' });
    await empty.getByRole('link', { name: 'Give a Receipt' }).waitFor();
    await page.getByRole('button', { name: 'Ask for a receipt' }).waitFor();
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await page.getByRole('region', { name: 'Received and given' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(cases)(
    'at %j in %s mode shows the figures after a few sends, axe clean and within the width',
    async (viewport, theme) => {
      const page = await openDashboard(browser, owner, viewport, theme);
      const flow = flowCard(page);
      await flow.getByText('In the last 12 weeks you received 5 receipts, the most in Work (4).').waitFor();
      await flow
        .getByRole('list', { name: /received per week$/ })
        .getByRole('listitem')
        .nth(11)
        .waitFor();
      const noticed = page.getByRole('region', { name: 'What people notice most' });
      await noticed.getByText(/people noticed Empathy most \(5, against 0/).waitFor();
      // Empathy's bars: 5 draws a bar, the 0 before it draws nothing (no stray tick).
      const empathy = noticed.locator('.noticed-item').filter({ hasText: 'Empathy' }).first();
      const barWidths = await empathy
        .locator('.noticed-bar')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width));
      expect(barWidths[0]).toBeGreaterThan(0);
      expect(barWidths[1]).toBe(0);
      const days = page.getByRole('region', { name: 'Day contexts' });
      await days.getByText('You received 5 on good days; you gave 1 on a hard day.').waitFor();
      const balance = page.getByRole('region', { name: 'Balance and rhythm' });
      expect(await balance.locator('dd').allInnerTexts()).toEqual(['1', '5', '1', '0', '0', '0']);
      // Every day context's column has its tick, and no chart's ticks overlap.
      expect(await days.locator('text.chart-axis[text-anchor="middle"]').allTextContents()).toEqual(
        dayContexts,
      );
      for (const chart of await page.locator('.chart svg').all()) {
        const ticks = await chart
          .locator('text.chart-axis[text-anchor="middle"]')
          .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect()).map((r) => [r.left, r.right]));
        for (let i = 1; i < ticks.length; i++) expect(ticks[i]?.[0]).toBeGreaterThan(ticks[i - 1]?.[1] ?? 0);
      }
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.context().close();
    },
  );

  it('works by keyboard only: the switches, a chart column, and the table view', async () => {
    const page = await openDashboard(browser, owner, viewports[1]);
    const flow = flowCard(page);
    await flow.getByText(/you received 5 receipts/).waitFor();

    // One given receipt is a sentence, not a chart.
    await tabTo(page, flow.getByRole('button', { name: 'Given' }));
    await page.keyboard.press('Enter');
    await flow.getByText('In the last 12 weeks you gave 1 receipt, in Health.').waitFor();
    const later = format(messages.dashboardChartLater, { count: limits.dashboardChartsFrom });
    await flow.getByText(later).waitFor();
    expect(await flow.locator('.chart svg').count()).toBe(0);
    await tabTo(page, flow.getByRole('button', { name: 'Received' }));
    await page.keyboard.press('Enter');
    await tabTo(page, flow.getByRole('button', { name: 'Months' }));
    await page.keyboard.press('Space');
    await flow.getByText('In the last 12 months you received 5 receipts, the most in Work (4).').waitFor();
    expect(await flow.getByRole('button', { name: 'Months' }).getAttribute('aria-pressed')).toBe('true');

    // The received receipts' month (this month's column, the last, unless the run crossed a month's end):
    // focused, it shows its figures under the chart. Months are the server's, in UTC.
    const month = (form: 'long' | 'short') =>
      new Intl.DateTimeFormat('en-US', {
        month: form,
        timeZone: 'UTC',
        ...(form === 'long' && { year: 'numeric' }),
      });
    const thisMonth = flow
      .getByRole('list', { name: /received per month$/ })
      .getByRole('listitem', { name: new RegExp(`^${month('long').format(receivedAt)}:`) });
    await tabTo(page, thisMonth);
    expect(await thisMonth.getAttribute('aria-label')).toMatch(/: 5 receipts received \(Work 4, Play 1\)$/);
    expect(await flow.locator('.chart-detail').textContent()).toBe(
      await thisMonth.getAttribute('aria-label'),
    );

    await page.keyboard.down('Shift');
    await tabTo(page, flow.getByRole('button', { name: 'Table view' }));
    await page.keyboard.up('Shift');
    await page.keyboard.press('Enter');
    const table = flow.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Month',
      'Work',
      'Health',
      'Play',
      'Relationships',
      'Other',
    ]);
    const receivedRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: month('short').format(receivedAt), exact: true }) });
    expect(await receivedRow.getByRole('cell').allInnerTexts()).toEqual(['4', '0', '1', '0', '0']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('offers "Give a receipt" only for a circle member not given to lately, and opens the give flow with them chosen', async () => {
    const page = await openDashboard(browser, owner, viewports[0]);
    const circle = page.getByRole('region', { name: 'Inner circle' });
    const members = circle.getByRole('listitem');
    await members.first().waitFor();
    const friendRow = members.filter({ hasText: `@${friend.username}` });
    const quietRow = members.filter({ hasText: `@${quiet.username}` });
    expect(await friendRow.getByRole('link', { name: /Give a receipt/ }).count()).toBe(0);
    expect(await quietRow.getByText('Never').count()).toBe(2);
    await quietRow.getByRole('link', { name: /Give a receipt/ }).click();
    await page.waitForURL(`**/receipt?to=${quiet.username}`);
    await page.getByText('Ready to Give a Receipt?').waitFor();
    await page.getByText(`@${quiet.username}`).first().waitFor();
    await page.context().close();
  });
});

describe('the dashboard with little data', () => {
  const browser = sharedBrowser();

  // Its sentences' words, and where charts start: test/components/dashboard-states.test.tsx.
  it.each(themes)('writes one receipt as sentences, no chart, axe clean in %s mode', async (theme) => {
    const [mia, giver] = await Promise.all([createMember('Mia', 'Starting'), createMember('Gus', 'Giver')]);
    await giveReceipt(giver, mia, { category: 'Work', intent: 'Active Listening' });
    await settledDashboard(mia);
    const page = await openDashboard(browser, mia, viewports[0], theme);
    const days = limits.dashboardNoticedDays;
    const said = format(messages.noticedFewRecent, {
      receipts: 'One receipt',
      days,
      intents: 'Active Listening',
    });
    await page.getByRole('region', { name: 'What people notice most' }).getByText(said).waitFor();
    expect(await page.locator('.chart, .noticed').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Table view' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
