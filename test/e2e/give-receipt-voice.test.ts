import { limits } from '@contract/limits';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { type BrowserAccount, logOut, signUpInBrowser } from '../support/browser-flows';
import { chooseRecipient, receivedBy, recordVoice } from '../support/give-flow';

const startLabel = `Start ${limits.receiptTimerSeconds}-Second Timer`;

/** A voice note belongs to one receipt (issue 11), run as a user would, one flow after another. */
describe('voice notes in the give flow', () => {
  let browser: Browser;
  let page: Page;
  let ada: BrowserAccount;
  let grace: BrowserAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    ada = await signUpInBrowser(page, 'Ada', 'Lovelace');
    await logOut(page);
    grace = await signUpInBrowser(page, 'Grace', 'Hopper');
    await logOut(page);
    await signUpInBrowser(page, 'Alan', 'Turing');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const write = async (text: string) => {
    await page.getByLabel('What did you notice?').fill(text);
  };
  /** From the success screen: Give Another Receipt, choose someone, start the timer. */
  const another = async (who: BrowserAccount) => {
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await chooseRecipient(page, who, false);
    await page.getByRole('button', { name: startLabel }).click();
  };
  const submit = async () => {
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
  };

  it('drops the note after Remove, after choosing someone else and after Give Another Receipt', async () => {
    // Remove: the note is gone from the form and from what is sent.
    await chooseRecipient(page, ada);
    await page.getByRole('button', { name: startLabel }).click();
    await recordVoice(page);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(/Your voice note is/).waitFor({ state: 'detached' });
    await write('Removed the note.');
    await submit();
    expect((await receivedBy(ada)).items[0]).toMatchObject({
      receiptText: 'Removed the note.',
      voiceRecording: null,
    });

    // Choosing someone else: a note recorded for Ada never reaches Grace.
    await another(ada);
    await recordVoice(page);
    await chooseRecipient(page, grace, false);
    await page.getByRole('button', { name: startLabel }).click();
    expect(await page.getByText(/Your voice note is/).count()).toBe(0);
    await write('For Grace only.');
    await submit();
    expect((await receivedBy(grace)).items[0]).toMatchObject({
      receiptText: 'For Grace only.',
      voiceRecording: null,
    });

    // Also while still recording.
    await another(ada);
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await page.getByText('00:01').waitFor();
    await chooseRecipient(page, grace, false);
    await page.getByRole('button', { name: startLabel }).click();
    await write('Still for Grace only.');
    await submit();
    expect((await receivedBy(grace)).items[0]).toMatchObject({
      receiptText: 'Still for Grace only.',
      voiceRecording: null,
    });

    // Give Another Receipt: the note sent with one receipt is not attached to the next.
    await another(ada);
    await recordVoice(page);
    await write('With a note.');
    await submit();
    const withNote = (await receivedBy(ada)).items[0]!;
    expect(withNote).toMatchObject({ receiptText: 'With a note.' });
    expect(withNote.voiceRecording).toBeTruthy();

    await another(ada);
    expect(await page.getByText(/Your voice note is/).count()).toBe(0);
    await write('No note this time.');
    await submit();
    const next = (await receivedBy(ada)).items[0]!;
    expect(next).toMatchObject({ receiptText: 'No note this time.', voiceRecording: null });
  }, 150_000);

  it('shows the real length of the recording', async () => {
    await another(ada);
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await page.getByText('00:02').waitFor();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const length = await page.locator('.voice-clock', { hasText: /Your voice note is/ }).textContent();
    const seconds = Number(/00:(\d\d)/.exec(length ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(limits.voiceRecordingMaxSeconds);
  });
});
