import type { Receipt } from '@contract/schemas/receipts';
import type { Browser, Page } from 'playwright-core';
import { callApi } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { type BrowserAccount, logOut, signUpInBrowser } from '../support/browser-flows';
import { createMember } from '../support/profiles';
import { signIn } from '../support/users';

async function chooseRecipient(page: Page, recipient: BrowserAccount) {
  await page.goto('/receipt');
  await page.getByLabel('Search by name or username').fill(recipient.username);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(`@${recipient.username}`) }).click();
  await page.getByText('Ready to Give a Receipt?').waitFor();
}

async function receivedBy(account: BrowserAccount) {
  const { idToken } = await signIn(account.email, account.password);
  const res = await callApi<{ items: Receipt[] }>('GET', '/receipts', {
    token: idToken,
    query: { box: 'received' },
  });
  return { idToken, items: res.body.items };
}

describe('giving a receipt', () => {
  let browser: Browser;
  let page: Page;
  let recipient: BrowserAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    recipient = await signUpInBrowser(page, 'Rosalind', 'Franklin');
    await logOut(page);
    await signUpInBrowser(page, 'Marie', 'Curie');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends tags, text and a voice note, and only the two parties can play the note', async () => {
    await chooseRecipient(page, recipient);
    await page.getByRole('button', { name: 'Start 60-Second Timer' }).click();
    await page.getByRole('timer').waitFor();

    await page.getByRole('button', { name: 'Hard Day', exact: true }).click();
    await page.getByRole('button', { name: 'Empathy', exact: true }).click();
    await page.getByRole('button', { name: 'Growth', exact: true }).click();
    await page.getByRole('button', { name: 'Work', exact: true }).click();
    await page.getByRole('button', { name: 'Coworker', exact: true }).click();
    await page.getByRole('button', { name: 'Coworker', exact: true }).click();
    await page.getByRole('button', { name: 'Mentor', exact: true }).click();
    await page.getByRole('button', { name: 'Remained Grounded', exact: true }).click();
    await page.getByRole('button', { name: 'Needed Space', exact: true }).click();
    await page.getByRole('button', { name: 'Needed Space', exact: true }).click();
    await page.getByRole('button', { name: 'Prevented Rupture', exact: true }).click();
    await page.getByLabel('What did you notice?').fill('  You listened before answering.  ');

    await page.getByRole('button', { name: 'Record voice note' }).click();
    await page.getByText('00:01').waitFor();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText('20 sec max').waitFor();
    await page.getByLabel('Your voice note').waitFor();

    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    await page.getByText('Your feedback has been delivered to Rosalind Franklin.').waitFor();
    await page.getByRole('button', { name: 'Give Another Receipt' }).waitFor();
    await page.getByRole('link', { name: 'View My Dashboard' }).waitFor();

    const { idToken, items } = await receivedBy(recipient);
    expect(items).toHaveLength(1);
    const receipt = items[0]!;
    expect(receipt).toMatchObject({
      type: 'received',
      senderName: 'Marie Curie',
      dayContext: 'Hard Day',
      intent: 'Growth',
      category: 'Work',
      relationshipType: 'Mentor',
      emotionalRegulation: ['Remained Grounded'],
      conflictResolution: ['Prevented Rupture'],
      receiptText: 'You listened before answering.',
    });
    expect(receipt.voiceRecording).toMatch(/^voice_recordings\/.+\.webm$/);

    const link = await callApi<{ url: string }>('GET', `/receipts/${receipt.id}/voice`, { token: idToken });
    expect(link.status).toBe(200);
    const audio = await fetch(link.body.url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // The recipient plays it from the hub.
    const recipientPage = await newPage(browser);
    await recipientPage.goto('/login');
    await recipientPage.getByLabel('Email').fill(recipient.email);
    await recipientPage.getByLabel('Password').fill(recipient.password);
    await recipientPage.getByRole('button', { name: 'Sign In' }).click();
    await recipientPage.waitForURL('**/receipt');
    await recipientPage.goto('/receipts-hub');
    await recipientPage.getByRole('button', { name: /You listened before answering/ }).click();
    await recipientPage.getByRole('button', { name: /Play voice note/ }).click();
    await recipientPage.getByLabel('Voice note').waitFor();
    expect(await recipientPage.getByLabel('Voice note').getAttribute('src')).toMatch(/^http/);
    await recipientPage.context().close();

    const stranger = await createMember();
    const denied = await callApi('GET', `/receipts/${receipt.id}/voice`, { token: stranger.idToken });
    expect(denied.status).toBe(404);

    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await page.getByText('Recent Recipients').waitFor();
    await page.getByText('Ready to Give a Receipt?').waitFor({ state: 'detached' });
  });

  it('submits exactly once by itself when the 60 seconds run out', async () => {
    const before = (await receivedBy(recipient)).items.length;
    await page.clock.install();
    await chooseRecipient(page, recipient);
    // Time stands still until the test moves it: typing on a busy machine must not eat into the minute.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await page.getByRole('button', { name: 'Start 60-Second Timer' }).click();
    await page.getByRole('button', { name: 'Balanced', exact: true }).click();
    await page.getByLabel('What did you notice?').fill('Time ran out, still counted.');
    await page.clock.runFor(50_000);
    await page.getByRole('timer', { name: '10 seconds left' }).waitFor();
    expect(await page.getByRole('timer').getAttribute('class')).toContain('timer-warning');
    await page.clock.runFor(11_000);
    await page.getByText('Receipt Sent Successfully!').waitFor();
    await page.clock.runFor(5_000);

    const after = (await receivedBy(recipient)).items;
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ intent: 'Balanced', receiptText: 'Time ran out, still counted.' });
  });
});
