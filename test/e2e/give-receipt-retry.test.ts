import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import { chooseRecipient, receivedBy, recordVoice, startTimer } from '../support/give-flow';
import { siteApiPath } from '../support/site-api';

/**
 * The answer to a submit is lost after the server saved the receipt (a dropped connection): pressing
 * Submit again sends the same request id and gets that receipt, never a second one. If the form was
 * changed in between, the page says an earlier try was sent, and a further submit sends the new version.
 */
describe('giving a receipt when the answer is lost', () => {
  let recipient: BrowserAccount;
  const openPage = sharedPage(async (page) => {
    [recipient] = await signUpInTurn(page, ['Katherine', 'Johnson'], ['Dorothy', 'Vaughan']);
  });

  /** Lets the next POST /receipts reach the server, then drops its answer. */
  async function loseNextAnswer() {
    let lost = false;
    await openPage().route(
      (url) => url.pathname === siteApiPath('/receipts'),
      async (route) => {
        if (lost || route.request().method() !== 'POST') return route.fallback();
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
  }

  /** Chooses the recipient, starts the timer and writes `text`; the answer to the next submit will be lost. */
  async function startWriting(text: string) {
    await loseNextAnswer();
    const page = openPage();
    await chooseRecipient(page, recipient);
    await startTimer(page);
    await page.getByLabel('What did you notice?').fill(text);
  }

  /** Submit, whose answer is lost: the page shows an error. */
  async function submitUnanswered() {
    const page = openPage();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.locator('.field-error, [role="alert"]').first().waitFor();
  }

  /** After a lost answer, the text is changed and submitted: the page says an earlier try was sent. */
  async function resubmitChanged(text: string) {
    const page = openPage();
    await page.getByLabel('What did you notice?').fill(text);
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText(messages.receiptRequestReused).waitFor();
  }

  async function submitSent() {
    const page = openPage();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
  }

  it('a retry of the same form sends one receipt', async () => {
    const page = openPage();
    await startWriting('You checked the numbers twice.');
    await submitUnanswered();
    await submitSent();
    const { items } = await receivedBy(recipient);
    expect(items.map((r) => r.receiptText)).toEqual(['You checked the numbers twice.']);
    await page.unrouteAll();
  });

  it('a changed form is not answered with the earlier receipt: the page says so, then sends it', async () => {
    const page = openPage();
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await startWriting('You taught the team FORTRAN.');
    await submitUnanswered();
    await resubmitChanged('You taught the whole team FORTRAN.');
    expect((await receivedBy(recipient)).items).toHaveLength(2);
    await submitSent();
    const { items } = await receivedBy(recipient);
    expect(items.map((r) => r.receiptText)).toEqual([
      'You taught the whole team FORTRAN.',
      'You taught the team FORTRAN.',
      'You checked the numbers twice.',
    ]);
    await page.unrouteAll();
  });

  it('with a voice note, the changed form is sent as a new receipt with its own copy of the note', async () => {
    const page = openPage();
    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await startWriting('You asked the right question.');
    await recordVoice(page);
    await submitUnanswered();
    await resubmitChanged('You asked the question nobody else would.');
    await submitSent();
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
