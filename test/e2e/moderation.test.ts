import { randomUUID } from 'node:crypto';
import { reportReasonLabels } from '@contract/enums';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import type { OpenReport } from '@contract/schemas/reports';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { uploadVoiceNote } from '../support/upload';

/** Every open report, all pages (the list is shared by every test that runs on the stack). */
async function openReports(moderator: TestMember): Promise<OpenReport[]> {
  const items: OpenReport[] = [];
  let cursor: string | null = null;
  do {
    const res: { body: { items: OpenReport[]; cursor: string | null } } = await callApi(
      'GET',
      '/moderation/reports',
      { token: moderator.idToken, query: { limit: '50', ...(cursor ? { cursor } : {}) } },
    );
    items.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return items;
}

/** The report of one receipt on the moderation page, found by the receipt's words. */
const reportItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: text });

async function openModerationPage(page: Page) {
  await page.goto('/app/moderation');
  await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  await page.locator('.page-loading').waitFor({ state: 'detached' });
}

/** Other tests on the same stack report too: read on with Load more until the report with `text` shows. */
async function readOnUntil(page: Page, text: string) {
  const list = page.getByRole('list', { name: 'Open reports' });
  await list.getByRole('listitem').first().waitFor();
  while ((await reportItem(page, text).count()) === 0) {
    const before = await list.getByRole('listitem').count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.report-list > li').length > count,
      before,
    );
  }
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

const browser = sharedBrowser();

describe('reporting a receipt from the hub', () => {
  it('asks for a reason (and words for "Something else"), then the receipt leaves the hub and a moderator sees it', async () => {
    const [recipient, sender] = await Promise.all([
      createMember('Rowena', 'Reporter'),
      createMember('Zebulon', 'Quaxley'),
    ]);
    const moderator = await makeModerator(await createMember('Mona', 'Moderator'));
    const text = `An anonymous note to report ${randomUUID()}`;
    await giveReceipt(sender, recipient, {
      anonymous: true,
      receiptText: text,
      category: 'Work',
      emotionalRegulation: ['Got Reactive'],
      voiceRecording: await uploadVoiceNote(sender),
    });
    const page = await newPage(browser());
    await logInInBrowser(page, recipient);
    await page.goto('/receipts-hub');
    await page.getByRole('button', { name: new RegExp(text) }).click();
    await page.getByRole('dialog').getByRole('button', { name: messages.reportReceipt }).click();
    const panel = page.getByRole('alertdialog', { name: messages.reportReasonLegend });
    await panel.getByText(messages.reportConfirm).waitFor();
    expect(await panel.textContent()).not.toContain('Zebulon');

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

    // The moderator finds it on the moderation page, content only: nobody's name.
    const moderatorPage = await newPage(browser());
    await logInInBrowser(moderatorPage, moderator);
    await moderatorPage.goto('/app/dashboard');
    await moderatorPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await moderatorPage.waitForURL('**/app/moderation');
    const item = reportItem(moderatorPage, text);
    await item.getByRole('heading', { name: `Reported for ${reportReasonLabels.other}` }).waitFor();
    const shown = await item.textContent();
    for (const part of [
      "In the reporter's words",
      'Mean-spirited',
      'Work',
      'Got Reactive',
      'Has a voice note',
    ])
      expect(shown).toContain(part);
    const html = await moderatorPage.content();
    for (const who of [sender, recipient])
      for (const trace of [who.firstName, who.lastName, who.username, who.userId, who.email])
        expect(html).not.toContain(trace);
    await moderatorPage.context().close();
  });
});

describe('the moderation page', () => {
  let moderator: TestMember;
  let page: Page;

  beforeAll(async () => {
    moderator = await makeModerator(await createMember('Mona', 'Moderator'));
    page = await newPage(browser());
    await logInInBrowser(page, moderator);
  });

  /** An anonymous receipt its recipient reported through the API. */
  async function reportedReceipt(reason: 'harassment' | 'hate' | 'spam' = 'spam') {
    const [recipient, sender] = await Promise.all([createMember(), createMember()]);
    // Short enough to be whole in the buttons' labels.
    const text = `Reported ${randomUUID().slice(0, 13)}`;
    const given = await giveReceipt(sender, recipient, {
      anonymous: true,
      receiptText: text,
      category: 'Play',
    });
    const res = await callApi('POST', `/receipts/${given.body.id}/report`, {
      token: recipient.idToken,
      body: { reason },
    });
    expect(res.status).toBe(200);
    return { recipient, sender, text, receipt: given.body };
  }
  const ids = (receipts: Receipt[]) => receipts.map((r) => r.id);

  it('Dismiss: the report leaves the list at once and for good; the receipt stays out of the reporter hub', async () => {
    const { recipient, sender, text, receipt } = await reportedReceipt('harassment');
    await openModerationPage(page);
    await readOnUntil(page, text);
    const item = reportItem(page, text);
    await item.getByRole('heading', { name: `Reported for ${reportReasonLabels.harassment}` }).waitFor();
    await item
      .getByRole('button', { name: new RegExp(`^${messages.dismissReport} .*${text}`) })
      .press('Enter');
    await item.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Notifications' }).getByText(messages.reportDismissed).waitFor();
    // The focus stays in the list (the next report) or, with none left, on the page's heading.
    expect(['H1', 'H2']).toContain(await focusedTag(page));

    await openModerationPage(page);
    expect(await reportItem(page, text).count()).toBe(0);
    expect((await openReports(moderator)).map((r) => r.receipt.receiptText)).not.toContain(text);
    expect(ids(await allReceipts(recipient, 'received'))).not.toContain(receipt.id);
    expect(ids(await allReceipts(sender, 'sent'))).toContain(receipt.id);
  });

  it('removing the receipt asks first (Cancel keeps it), then removes it for the sender too', async () => {
    const { recipient, sender, text, receipt } = await reportedReceipt('hate');
    await openModerationPage(page);
    await readOnUntil(page, text);
    const item = reportItem(page, text);
    const remove = item.getByRole('button', {
      name: new RegExp(`^${messages.removeReportedReceipt} .*${text}`),
    });
    await remove.click();
    const confirm = item.getByRole('alertdialog', { name: messages.removeReportedReceiptTitle });
    await confirm.getByText(messages.removeReportedReceiptConfirm).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);

    await remove.click();
    await confirm.getByRole('button', { name: messages.removeReportedReceipt }).click();
    await item.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(messages.reportedReceiptRemoved)
      .waitFor();
    expect(ids(await allReceipts(sender, 'sent'))).not.toContain(receipt.id);
    expect(ids(await allReceipts(recipient, 'received'))).not.toContain(receipt.id);
    expect((await openReports(moderator)).map((r) => r.receipt.receiptText)).not.toContain(text);
  });
});
