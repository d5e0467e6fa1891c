import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi, errorMessage } from '../support/api';
import { seriousViolations } from '../support/axe';
import { sharedPage } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { expectInvalidField } from '../support/form-checks';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

describe('reading receipts: own profile, public profile and hub', () => {
  let owner: TestMember;
  let sender: TestMember;
  let playReceipt: Receipt;
  const openPage = sharedPage(async (page) => {
    sender = await createMember('Ada', 'Lovelace');
    owner = await asMember(await newcomerInBrowser(page, 'Grace', 'Hopper'));
    playReceipt = (
      await giveReceipt(sender, owner, {
        category: 'Play',
        intent: 'Empathy',
        receiptText: 'You made the game fun for everyone.',
      })
    ).body;
    await giveReceipt(sender, owner, {
      category: 'Work',
      intent: 'Growth',
      relationshipType: 'Coworker',
      receiptText: 'Owned the outage.',
    });
  });

  it('shows the own profile with counts, tabs, expandable cards and the one-time edit', async () => {
    const page = openPage();
    await page.goto('/profile-page');
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await page.getByText('No bio added yet').waitFor();
    await page.getByText('All Receipts Public').waitFor();
    await page.getByText('2 showing · 2 received').waitFor();
    // Opens on the first category that has receipts, not on the spec's default (Play).
    await page.getByRole('tab', { name: /Work 1/, selected: true }).waitFor();
    await page.getByRole('tab', { name: /Play 1/ }).click();

    const card = page.getByRole('button', { name: /You made the game fun/ });
    await card.click();
    await page.getByText(`Relationship: ${messages.notSpecified}`).waitFor();
    await page.getByText(`Receipt given on ${longDate(playReceipt.createdAt)}`).waitFor();
    await card.click();
    await page.getByText(`Relationship: ${messages.notSpecified}`).waitFor({ state: 'detached' });
    await card.click();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const box = page.getByLabel('Receipt text');
    expect(await box.inputValue()).toBe('You made the game fun for everyone.');
    await page.getByText('35/500 characters').waitFor();
    await box.fill('');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await box.fill('You made the game fun, and fair, for everyone.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Edited on /).waitFor();
    await page.getByText('You made the game fun, and fair, for everyone.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    // The new words are marked as the recipient's, and the sender's own words stay one click away.
    await card.getByText('Edited by Grace Hopper').waitFor();
    await page.getByText('Original text, before Grace Hopper edited it').waitFor();
    await page.getByRole('figure').getByText('You made the game fun for everyone.').waitFor();
    // Expanded, the card shows its text once.
    expect(await page.getByText('You made the game fun, and fair, for everyone.').count()).toBe(1);
    await card.click();
    await card.getByText('Edited by Grace Hopper').waitFor();

    const again = await callApi('PATCH', `/receipts/${playReceipt.id}`, {
      token: owner.idToken,
      body: { receiptText: 'x' },
    });
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toBe(messages.receiptEditedOnce);
  });

  it('edits social links through the Profile URL modal', async () => {
    const page = openPage();
    await page.getByRole('button', { name: 'Add/Update Instagram link' }).click();
    const url = page.getByLabel('Profile URL');
    await url.fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.invalidUrl).waitFor();
    await expectInvalidField(url, messages.invalidUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add/Update Instagram link' }).click();
    expect(await url.inputValue()).toBe('');
    await url.fill('https://instagram.com/grace');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('button', { name: 'Add/Update Instagram link' })
      .getByRole('img', { name: 'linked' })
      .waitFor();
    // Enter in the box saves too.
    await page.getByRole('button', { name: 'Add/Update Facebook link' }).click();
    await url.fill('https://facebook.com/grace');
    await url.press('Enter');
    await page
      .getByRole('button', { name: 'Add/Update Facebook link' })
      .getByRole('img', { name: 'linked' })
      .waitFor();

    await page.getByRole('button', { name: 'Share QR' }).click();
    await page.getByRole('button', { name: 'Download PNG' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
  });

  it('groups the hub by category, searches on the server, and opens the other party’s profile', async () => {
    const page = openPage();
    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: /All Receipts 2/ }).waitFor();
    await page.getByRole('region', { name: 'Play' }).waitFor();
    await page.getByRole('region', { name: 'Work' }).waitFor();

    await page.getByLabel('Search receipts').fill('outage');
    await page.getByText('Owned the outage.').waitFor();
    await page.getByRole('region', { name: 'Play' }).waitFor({ state: 'detached' });
    await page.getByLabel('Search receipts').fill('nothing-like-this');
    await page.getByText(messages.noReceiptsFound).waitFor();
    await page.getByText('Try adjusting your search terms').waitFor();
    await page.getByLabel('Search receipts').fill('');

    await page.getByRole('button', { name: /Health 0/ }).click();
    await page.getByText('No Receipts in this category yet').waitFor();
    await page.getByRole('button', { name: /All Receipts/ }).click();

    // Unopened receipts are marked new until their recipient opens them, and stay opened after a reload.
    const outage = page.getByRole('button', { name: /Owned the outage/ });
    await outage.getByText('New', { exact: true }).waitFor();
    const fun = page.getByRole('button', { name: /You made the game fun/ });
    await fun.getByText('Edited by Grace Hopper').waitFor();
    await fun.click();
    await page.getByRole('dialog').getByText('You made the game fun for everyone.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await outage.getByText('New', { exact: true }).waitFor();
    expect(await fun.getByText('New', { exact: true }).count()).toBe(0);

    await outage.click();
    await page.getByRole('dialog').getByText('From Ada Lovelace').waitFor();
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(`**/profile/${sender.userId}`);
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await page.getByText('No Public Receipts').waitFor();
  });

  it('lays the hub out as one feed column at 1280 px, and passes axe in both themes', async () => {
    const page = openPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/receipts-hub');
      await page.locator(`html${colorScheme === 'dark' ? '.dark' : ':not(.dark)'}`).waitFor();
      await page.locator('.hub-card').nth(1).waitFor();
      // Every card in one column: the same left edge and width, no wider than the feed (about 680 px).
      const boxes = await page.locator('.hub-card').evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          return { x: Math.round(box.x), width: Math.round(box.width) };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
      expect(new Set(boxes.map((b) => b.width)).size).toBe(1);
      expect(boxes[0]!.width).toBeLessThanOrEqual(700);
      // The filters are one row above the cards, not a sidebar beside them.
      const filters = (await page.getByRole('complementary', { name: 'Receipt categories' }).boundingBox())!;
      const firstCard = (await page.locator('.hub-card').first().boundingBox())!;
      expect(filters.y + filters.height).toBeLessThanOrEqual(firstCard.y);
      expect([colorScheme, await seriousViolations(page)]).toEqual([colorScheme, []]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('draws every receipt with the one card face: own profile, hub and timeline alike', async () => {
    const page = openPage();
    /** Per card on the page: whether it is the card face, its giver line and its quote. */
    const faces = async (cards: string) =>
      page.locator(cards).evaluateAll((all) =>
        all.map((card) => ({
          face: card.classList.contains('receipt-face') || card.querySelector('.receipt-face-quote') !== null,
          giver: card.querySelector('.receipt-face-giver')?.textContent ?? null,
        })),
      );
    const fromAda = { face: true, giver: expect.stringContaining('Ada Lovelace') };
    for (const [path, cards] of [
      ['/profile-page', '.receipt-card'],
      ['/receipts-hub', '.hub-card'],
      ['/app/receipts', '.hub-card'],
    ] as const) {
      await page.goto(path);
      await page.locator(cards).first().waitFor();
      const found = await faces(cards);
      expect([path, found.length > 0, found]).toEqual([path, true, found.map(() => fromAda)]);
    }
  });

  it('shows a public profile with its first category that has receipts preselected', async () => {
    const page = openPage();
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { publicCategories: { Play: false } },
    });
    await page.goto(`/profile/${owner.userId}`);
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await page.getByText('Some Receipts Public').waitFor();
    await page.getByRole('radio', { name: /Work 1/, checked: true }).waitFor();
    expect(await page.getByRole('radio', { name: /Play/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Owned the outage/ }).click();
    await page.getByText('Relationship: Coworker').waitFor();

    await page.goto('/profile/no-such-user');
    await page.getByText(messages.profileLoadFailed).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
  });
});
