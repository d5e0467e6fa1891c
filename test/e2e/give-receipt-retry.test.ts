import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { type BrowserAccount, logOut, signUpInBrowser } from '../support/browser-flows';
import { chooseRecipient, receivedBy, recordVoice } from '../support/give-flow';

/**
 * The answer to a submit is lost after the server saved the receipt (a dropped connection): pressing
 * Submit again sends the same request id and gets that receipt, never a second one. If the form was
 * changed in between, the page says an earlier try was sent, and a further submit sends the new version.
 */
describe('giving a receipt when the answer is lost', () => {
  let browser: Browser;
  let page: Page;
  let recipient: BrowserAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    recipient = await signUpInBrowser(page, 'Katherine', 'Johnson');
    await logOut(page);
    await signUpInBrowser(page, 'Dorothy', 'Vaughan');
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Lets the next POST /receipts reach the server, then drops its answer. */
  async function loseNextAnswer() {
    let lost = false;
    await page.route(
      (url) => url.pathname === '/receipts',
      async (route) => {
        if (lost || route.request().method() !== 'POST') return route.fallback();
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
  }

  async function startWriting(text: string) {
    await chooseRecipient(page, recipient);
    await page.getByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }).click();
    await page.getByLabel('What did you notice?').fill(text);
  }

  it('a retry of the same form sends one receipt', async () => {
    await loseNextAnswer();
    await startWriting('You checked the numbers twice.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.locator('.field-error, [role="alert"]').first().waitFor();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    const { items } = await receivedBy(recipient);
    expect(items.map((r) => r.receiptText)).toEqual(['You checked the numbers twice.']);
    await page.unrouteAll();
  });

  it('a changed form is not answered with the earlier receipt: the page says so, then sends it', async () => {
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await loseNextAnswer();
    await startWriting('You taught the team FORTRAN.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.locator('.field-error, [role="alert"]').first().waitFor();
    await page.getByLabel('What did you notice?').fill('You taught the whole team FORTRAN.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText(messages.receiptRequestReused).waitFor();
    expect((await receivedBy(recipient)).items).toHaveLength(2);
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    const { items } = await receivedBy(recipient);
    expect(items.map((r) => r.receiptText)).toEqual([
      'You taught the whole team FORTRAN.',
      'You taught the team FORTRAN.',
      'You checked the numbers twice.',
    ]);
    await page.unrouteAll();
  });

  it('with a voice note, the changed form is sent as a new receipt with its own copy of the note', async () => {
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await loseNextAnswer();
    await startWriting('You asked the right question.');
    await recordVoice(page);
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.locator('.field-error, [role="alert"]').first().waitFor();
    await page.getByLabel('What did you notice?').fill('You asked the question nobody else would.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText(messages.receiptRequestReused).waitFor();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    const { items } = await receivedBy(recipient);
    const [changed, first] = items;
    expect(changed).toMatchObject({ receiptText: 'You asked the question nobody else would.' });
    expect(first).toMatchObject({ receiptText: 'You asked the right question.' });
    expect(changed?.voiceRecording).toBeTruthy();
    expect(first?.voiceRecording).toBeTruthy();
    expect(changed?.voiceRecording).not.toBe(first?.voiceRecording);
    await page.unrouteAll();
  });
});
