import * as messages from '@contract/messages';
import type { Browser, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const monthLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
/** This month, as the server dated this month's receipts (a run across a month's end is not two months). */
let thisMonth = new Date();
/** Noon on the 15th, `back` months before this one, plus `ms` to keep seeded receipts in order. */
const monthsAgo = (back: number, ms = 0) =>
  new Date(thisMonth.getFullYear(), thisMonth.getMonth() - back, 15, 12, 0, 0, ms);

async function logIn(browser: Browser, member: TestMember, options: Parameters<typeof newPage>[1]) {
  const page = await newPage(browser, options);
  await page.goto('/app/receipts');
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await page.waitForURL('**/app/receipts');
  return page;
}

const cards = (page: Page) => page.locator('.timeline-list').getByRole('button');
const monthHeadings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

// Local only: receipts of past months are seeded straight into the table, in this process. Load more by
// keyboard, the card's dialog and the category filter: test/components/timeline-browsing.test.tsx.
describeWith('inProcessHandlers')('the timeline at /app/receipts', () => {
  const browser = sharedBrowser();
  let owner: TestMember;
  let friend: TestMember;

  beforeAll(async () => {
    pointHandlersAtTestStack();
    [owner, friend] = await Promise.all([createMember('Tilly', 'Timeline'), createMember('Finn', 'Friend')]);
  });

  describe('with receipts over three months', () => {
    beforeAll(async () => {
      const { seedReceipts } = await import('../support/seed');
      // This month: one of each, through the API. Last month: 20 sent. Two months ago: 20 received.
      await giveReceipt(owner, friend, { category: 'Health', receiptText: 'Sent this month' });
      const received = await giveReceipt(friend, owner, {
        category: 'Work',
        receiptText: 'Received this month',
      });
      thisMonth = new Date(received.body.createdAt);
      const names = { senderName: 'Finn Friend', recipientName: 'Tilly Timeline' };
      const seeded = (back: number, text: string, who: typeof names) => (i: number) => {
        const at = monthsAgo(back, i);
        return { ...who, id: ulid(at.getTime()), createdAt: at.toISOString(), receiptText: `${text} ${i}` };
      };
      await seedReceipts(owner.userId, friend.userId, 20, () => 'Work', seeded(2, 'Older', names));
      const sent = { senderName: names.recipientName, recipientName: names.senderName };
      await seedReceipts(friend.userId, owner.userId, 20, () => 'Play', seeded(1, 'Sent last month', sent));
    });

    it('heads each month, newest first, and loads the next page as the end of the list scrolls into view', async () => {
      const page = await logIn(browser(), owner, { viewport: phone });
      await cards(page).first().waitFor();
      // The first page: both of this month, all of last month, the newest 8 of the oldest month.
      expect(await cards(page).count()).toBe(30);
      expect(await monthHeadings(page)).toEqual([0, 1, 2].map((back) => monthLabel(monthsAgo(back))));
      expect(await cards(page).first().textContent()).toContain('Received this month');
      expect(await page.getByRole('button', { name: /Older 0\b/ }).count()).toBe(0);

      await page.mouse.wheel(0, 100_000);
      await page.getByRole('button', { name: /Older 0\b/ }).waitFor();
      expect(await cards(page).count()).toBe(42);
      expect(await monthHeadings(page)).toHaveLength(3);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await page.context().close();
    });

    it.each([
      ['phone', 'light', phone],
      ['phone', 'dark', phone],
      ['desktop', 'light', desktop],
      ['desktop', 'dark', desktop],
    ] as const)('passes axe on a %s in %s mode', async (_, colorScheme, viewport) => {
      const page = await logIn(browser(), owner, { viewport, colorScheme });
      await cards(page).first().waitFor();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
});
