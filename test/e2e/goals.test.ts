import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { goalRoutes } from '@contract/routes/goals';
import type { MyGoals } from '@contract/schemas/goals';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPage, phoneAndDesktopThemes, sharedBrowser } from '../support/browser';
import { chooseRecipient, logInInBrowser, receivedBy, startTimer } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const setGoals = (who: TestMember, selected: string[]) =>
  callApi('PUT', '/me/goal-tags', { token: who.idToken, body: { selected } });
const shareGoals = (who: TestMember, goals: boolean) =>
  callApi('PUT', '/me/sharing-settings', { token: who.idToken, body: { goals, receipts: true, bio: true } });

describe('goal chips in the give flow', () => {
  const browser = sharedBrowser();

  it("offer the recipient's goals only while they share them, and link the receipt to the one chosen", async () => {
    const [giver, recipient] = await Promise.all([
      createMember('Gil', 'Giver'),
      createMember('Rae', 'Recipient'),
    ]);
    await setGoals(recipient, ['Public Speaking', 'Read More']);
    const page = await newPage(browser());
    await logInInBrowser(page, giver);
    await chooseRecipient(page, recipient, true);
    await startTimer(page);
    const chips = page.getByRole('radiogroup', { name: messages.goalLinkLegend });
    await chips.waitFor();
    expect(await chips.getByRole('radio').allInnerTexts()).toEqual(['Read More', 'Public Speaking']);
    await chips.getByRole('radio', { name: 'Read More' }).click();
    await page.getByLabel('What did you notice?').fill('You finished three books this month.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText(/Your feedback has been delivered to/).waitFor();
    expect((await receivedBy(recipient)).items[0]?.goal).toBe('Read More');

    // Goals private: the recipient's profile is read, and no chips come.
    await shareGoals(recipient, false);
    const read = page.waitForResponse((r) => r.url().includes(`/users/${recipient.userId}/public-profile`));
    await chooseRecipient(page, recipient, true);
    await read;
    await startTimer(page);
    await page.getByLabel('What did you notice?').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await chips.count()).toBe(0);
    await page.close();
  });
});

// Editing the goals by keyboard, and the note when they are not shared: test/components/goal-editor.test.tsx.
describe('the goals page', () => {
  const browser = sharedBrowser();
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember('Gwen', 'Goals');
    const giver = await createMember('Ada', 'Lovelace');
    await setGoals(member, ['Public Speaking', 'Read More']);
    await giveReceipt(giver, member, {
      goal: 'Public Speaking',
      anonymous: true,
      receiptText: 'Calm and clear.',
    });
    await giveReceipt(giver, member, { goal: 'Public Speaking', receiptText: 'Great questions at the end.' });
  });

  /**
   * The page's months for a goal, as the API gave them to the page: its last is this month by the server's
   * clock, so the rows hold when the anonymous receipt is dated next month (its delivery, on a month's last
   * day) or the run crosses a month's end.
   */
  const monthsShown = (page: Page, tag: string) =>
    page
      .waitForResponse(
        (r) =>
          r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(goalRoutes.getMyGoals.path),
      )
      .then(
        async (answer) => ((await answer.json()) as MyGoals).goals.find((g) => g.tag === tag)?.months ?? [],
      );

  it.each(phoneAndDesktopThemes({ width: 390, height: 844 }, { width: 1280, height: 900 }))(
    'shows each goal with its months and latest receipts (%s, %s), axe clean',
    async (_d, scheme, viewport) => {
      const page = await newPage(browser(), { colorScheme: scheme, viewport });
      await logInInBrowser(page, member);
      const shown = monthsShown(page, 'Public Speaking');
      await page.goto('/app/goals');
      await page.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
      const speakingMonths = await shown;
      const speaking = page.getByRole('region', { name: 'Public Speaking' });
      const thisMonth = String(speakingMonths.at(-1)?.count);
      await speaking
        .getByText(format(messages.goalMonthsSummary, { count: thisMonth, total: '2' }))
        .waitFor();
      const months = speaking.getByRole('table', { name: /Public Speaking, per month/ });
      await months.waitFor();
      // From the first month with a linked receipt to this one (here one or two rows under the header), not a
      // year of zeros before it.
      const firstLinked = speakingMonths.findIndex((m) => m.count > 0);
      expect(speakingMonths.length - firstLinked).toBeLessThanOrEqual(2);
      expect(await months.getByRole('row').count()).toBe(1 + speakingMonths.length - firstLinked);
      expect(await speaking.getByText('Someone').count()).toBeGreaterThan(0);
      // Nothing linked yet: one line and a way to ask, not a year of empty months.
      const readMore = page.getByRole('region', { name: 'Read More' });
      await readMore.getByText(messages.goalNoLinkedReceipts).waitFor();
      expect(await readMore.getByRole('table').count()).toBe(0);
      // No gap under a goal: cards side by side end together (a short card never sits beside a tall one).
      const cards = await page
        .locator('.goal-card')
        .evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      for (const a of cards)
        for (const b of cards.filter((c) => c !== a && c.top < a.bottom && a.top < c.bottom))
          expect(Math.abs(a.bottom - b.bottom)).toBeLessThanOrEqual(48);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
