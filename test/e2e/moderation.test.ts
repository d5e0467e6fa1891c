import { reportReasonLabels } from '@contract/enums';
import { messages } from '@contract/messages';
import type { OpenReport } from '@contract/schemas/reports';
import type { Browser, Page } from 'playwright-core';
import { callApi } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

async function logIn(page: Page, member: TestMember) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('reporting a receipt from the hub', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a reason (and words for "Something else"), then the receipt leaves the hub and a moderator sees it', async () => {
    const [recipient, sender] = await Promise.all([createMember(), createMember('Sam', 'Sender')]);
    const moderator = await makeModerator(await createMember());
    const text = `An anonymous note to report ${recipient.userId}`;
    await giveReceipt(sender, recipient, { anonymous: true, receiptText: text });
    const page = await newPage(browser);
    await logIn(page, recipient);
    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: new RegExp(text) }).click();
    await page.getByRole('dialog').getByRole('button', { name: messages.reportReceipt }).click();
    const panel = page.getByRole('alertdialog', { name: messages.reportReasonLegend });
    await panel.getByText(messages.reportConfirm).waitFor();
    expect(await panel.textContent()).not.toContain('Sam');

    await panel.getByRole('button', { name: messages.reportReceipt }).click();
    await panel.getByRole('alert').getByText(messages.reportReasonRequired).waitFor();
    await panel.getByRole('radio', { name: reportReasonLabels.other }).check();
    await panel.getByRole('button', { name: messages.reportReceipt }).click();
    await panel.getByRole('alert').getByText(messages.reportTextRequired).waitFor();
    await panel.getByLabel(messages.reportTextLabel).fill('Mean-spirited');
    await panel.getByRole('button', { name: messages.reportReceipt }).click();
    await page.getByText(messages.receiptReported).first().waitFor();
    await page.getByRole('button', { name: new RegExp(text) }).waitFor({ state: 'detached' });

    const reports = await callApi<{ items: OpenReport[] }>('GET', '/moderation/reports', {
      token: moderator.idToken,
      query: { limit: '50' },
    });
    expect(reports.body.items.find((r) => r.receipt.receiptText === text)).toMatchObject({
      reason: 'other',
      text: 'Mean-spirited',
    });
    await page.context().close();
  });
});
