import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { BlockedSender } from '@contract/schemas/blocks';
import { PublicProfile } from '@contract/schemas/users';
import { sitePaths } from '@contract/site-paths';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { openSignedIn } from '../support/signed-in-page';

const publicTexts = async (of: TestMember, viewer: TestMember) =>
  PublicProfile.parse(
    (await callApi('GET', `/users/${of.userId}/public-profile`, { token: viewer.idToken })).body,
  ).receipts.map((r) => r.receiptText);

describe('the recipient controls a received receipt from the hub', () => {
  let recipient: TestMember;
  let sender: TestMember;
  let viewer: TestMember;
  const browser = sharedBrowser();

  beforeAll(async () => {
    [recipient, sender, viewer] = await Promise.all([
      createMember('Rita', 'Receiver'),
      createMember('Sam', 'Sender'),
      createMember('Vic', 'Viewer'),
    ]);
  });

  it.each([
    ['desktop, light', { width: 1280, height: 800 }, 'light'],
    ['phone, dark', { width: 390, height: 844 }, 'dark'],
  ] as const)('hides a receipt from the public profile and shows it again (%s)', async (_, size, scheme) => {
    const text = `Kind words ${scheme}`;
    await giveReceipt(sender, recipient, { category: 'Work', receiptText: text });
    const page = await newPage(browser(), { colorScheme: scheme });
    await page.setViewportSize(size);
    await openSignedIn(page, recipient, sitePaths.hub);
    await page.getByRole('button', { name: new RegExp(text) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.hideFromProfile }).click();
    await dialog.getByText(messages.receiptHidden).waitFor();
    const show = dialog.getByRole('button', { name: messages.showOnProfileAgain });
    await show.waitFor();
    expect(await publicTexts(recipient, viewer)).not.toContain(text);

    await page.keyboard.press('Escape');
    const card = page.getByRole('button', { name: new RegExp(text) });
    await card.getByText(messages.hiddenFromProfile).waitFor();

    await card.click();
    await page.getByRole('dialog').getByRole('button', { name: messages.showOnProfileAgain }).click();
    await page.getByRole('dialog').getByRole('button', { name: messages.hideFromProfile }).waitFor();
    expect(await publicTexts(recipient, viewer)).toContain(text);
    await page.keyboard.press('Escape');
    await card.getByText(messages.hiddenFromProfile).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('blocks the sender of an anonymous receipt without naming them, then unblocks in settings', async () => {
    const text = 'An anonymous note to block';
    const sent = await giveReceipt(sender, recipient, { anonymous: true, receiptText: text });
    const page = await newPage(browser());
    await openSignedIn(page, recipient, sitePaths.hub);
    await page.getByRole('button', { name: new RegExp(text) }).click();
    await page.getByRole('dialog').getByRole('button', { name: messages.blockSender }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Block this anonymous sender?' });
    await confirm.getByText(messages.blockAnonymousConfirm).waitFor();
    expect(await confirm.textContent()).not.toContain('Sam');
    await confirm.getByRole('button', { name: messages.blockSender }).click();
    await page.getByText(messages.senderBlocked).first().waitFor();
    await page.getByRole('button', { name: new RegExp(text) }).waitFor({ state: 'detached' });

    const refused = await giveReceipt(sender, recipient, { receiptText: 'after the block' });
    expect(refused.status).toBe(403);

    await page.goto('/app/settings');
    const section = page.getByRole('region', { name: 'Blocked people' });
    // The day the block was made, as the server dated it (a run across midnight names the day before).
    const blocks = await callApi<{ items: BlockedSender[] }>('GET', '/me/blocks', {
      token: recipient.idToken,
    });
    expect(blocks.body.items).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(blocks.body.items[0]!.blockedAt),
    );
    const row = format(messages.anonymousSenderBlocked, { date });
    await section.getByText(row).waitFor();
    expect(await section.textContent()).not.toContain('Sam');
    await section.getByRole('button', { name: `Unblock: ${row}` }).click();
    await section.getByText(messages.noBlockedPeople).waitFor();

    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: new RegExp(text) }).waitFor();
    expect(sent.status).toBe(201);
    await page.context().close();
  });
});
