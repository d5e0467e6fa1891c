import { limits } from '@contract/limits';
import { sharedPage } from '../support/browser';
import { type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import { chooseRecipient, receivedBy, recordingFor, recordVoice, startTimer } from '../support/give-flow';

/** A voice note belongs to one receipt, run as a user would, one flow after another. */
describe('voice notes in the give flow', () => {
  let ada: BrowserAccount;
  let grace: BrowserAccount;
  const openPage = sharedPage(async (page) => {
    [ada, grace] = await signUpInTurn(page, ['Ada', 'Lovelace'], ['Grace', 'Hopper'], ['Alan', 'Turing']);
  });

  const write = async (text: string) => {
    await openPage().getByLabel('What did you notice?').fill(text);
  };
  /** From the success screen: Give Another Receipt, choose someone, start the timer. */
  const another = async (who: BrowserAccount) => {
    const page = openPage();
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await chooseRecipient(page, who, false);
    await startTimer(page);
  };
  const submit = async () => {
    const page = openPage();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
  };
  /** Writes `text`, submits it, and `who` has it as their newest receipt, without a voice note. */
  const sendWithoutNote = async (who: BrowserAccount, text: string) => {
    await write(text);
    await submit();
    expect((await receivedBy(who)).items[0]).toMatchObject({ receiptText: text, voiceRecording: null });
  };

  it('drops the note after Remove, after choosing someone else and after Give Another Receipt', async () => {
    const page = openPage();
    // Remove: the note is gone from the form and from what is sent.
    await chooseRecipient(page, ada);
    await startTimer(page);
    await recordVoice(page);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(/Your voice note is/).waitFor({ state: 'detached' });
    await sendWithoutNote(ada, 'Removed the note.');

    // Choosing someone else: a note recorded for Ada never reaches Grace.
    await another(ada);
    await recordVoice(page);
    await chooseRecipient(page, grace, false);
    await startTimer(page);
    expect(await page.getByText(/Your voice note is/).count()).toBe(0);
    await sendWithoutNote(grace, 'For Grace only.');

    // Also while still recording.
    await another(ada);
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await recordingFor(page, 1);
    await chooseRecipient(page, grace, false);
    await startTimer(page);
    await sendWithoutNote(grace, 'Still for Grace only.');

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
    await sendWithoutNote(ada, 'No note this time.');
  }, 150_000);

  it('shows the real length of the recording', async () => {
    const page = openPage();
    await another(ada);
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await recordingFor(page, 2);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const length = await page.locator('.voice-clock', { hasText: /Your voice note is/ }).textContent();
    const seconds = Number(/00:(\d\d)/.exec(length ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(limits.voiceRecordingMaxSeconds);
  });
});
