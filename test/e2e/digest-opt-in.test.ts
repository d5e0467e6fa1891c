import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const notificationsOf = async (member: TestMember) =>
  (await callApi<Me>('GET', '/me', { token: member.idToken })).body.notifications;

const saved = (page: import('playwright-core').Page) =>
  page.waitForResponse((r) => r.url().endsWith('/me/notification-settings') && r.ok());

describe('the weekly digest: opt-in in Settings and the one-time offer', () => {
  const browser = sharedBrowser();

  it('is off by default and offered only after the first received receipt; "No thanks" ends the offer everywhere', async () => {
    const page = await newPage(browser());
    const member = await asMember(await newcomerInBrowser(page, 'Nora', 'Nothanks'));
    await page.goto('/receipts-hub');
    await page.getByRole('heading', { name: /Receipts Hub/ }).waitFor();
    expect(await page.getByRole('heading', { name: messages.digestOfferTitle }).count()).toBe(0);

    await giveReceipt(await createMember('Ada', 'Lovelace'), member);
    await page.reload();
    const offer = page.getByRole('region', { name: messages.digestOfferTitle });
    await offer.getByText(messages.digestOfferText).waitFor();
    const answered = saved(page);
    await offer.getByRole('button', { name: messages.digestOfferDecline }).click();
    await answered;
    await offer.waitFor({ state: 'detached' });
    expect(await notificationsOf(member)).toEqual({ email: true, digest: false, digestOffered: true });

    // Reloaded, the answer comes from the server (as on another device): no offer again.
    await page.reload();
    await page.getByRole('heading', { name: /Receipts Hub/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
    await page.goto('/app/settings');
    const toggle = page.getByRole('switch', { name: messages.digestLabel });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.close();
  });

  it('turns the digest on from the offer, and off and on again with the switch in Settings', async () => {
    const page = await newPage(browser());
    const member = await asMember(await newcomerInBrowser(page, 'Yara', 'Yes'));
    await giveReceipt(await createMember('Ada', 'Lovelace'), member, { anonymous: true });
    await page.goto('/receipts-hub');
    const offer = page.getByRole('region', { name: messages.digestOfferTitle });
    const accepted = saved(page);
    await offer.getByRole('button', { name: messages.digestOfferAccept }).click();
    await accepted;
    await page.getByText(messages.digestOfferAccepted).waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(await notificationsOf(member)).toEqual({ email: true, digest: true, digestOffered: true });

    await page.goto('/app/settings');
    const toggle = page.getByRole('switch', { name: messages.digestLabel });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const off = saved(page);
    await toggle.press('Space');
    await off;
    expect((await notificationsOf(member)).digest).toBe(false);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const on = saved(page);
    await toggle.click();
    await on;
    expect(await notificationsOf(member)).toEqual({ email: true, digest: true, digestOffered: true });
    await page.close();
  });

  it('is one row below the first receipts: on a phone the first receipt is on the first screen', async () => {
    const screen = { width: 390, height: 844 };
    const page = await newPage(browser(), { viewport: screen });
    const member = await asMember(await newcomerInBrowser(page, 'Pia', 'Phone'));
    await giveReceipt(await createMember('Ada', 'Lovelace'), member, { category: 'Work' });
    await page.goto('/receipts-hub');
    const offer = page.getByRole('region', { name: messages.digestOfferTitle });
    await offer.waitFor();
    const firstGroup = await page.getByRole('region', { name: 'Work' }).boundingBox();
    const offerBox = await offer.boundingBox();
    expect(firstGroup!.y).toBeLessThan(screen.height);
    expect(offerBox!.y).toBeGreaterThanOrEqual(firstGroup!.y + firstGroup!.height);
    // One row's worth of height, not a card: its words and two buttons.
    expect(offerBox!.height).toBeLessThan(screen.height / 3);
    await page.close();
  });
});
