import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type { Page, Route } from 'playwright-core';
import { tokenKeyPrefix } from '../../web/src/lib/amplify-storage';
import { sharedPage } from '../support/browser';
import { type BrowserAccount, logOut, signUpInTurn } from '../support/browser-flows';
import {
  chooseRecipient,
  deliverHeldToAccount,
  logInInBrowser,
  receivedBy,
  recordVoice,
  startTimer,
} from '../support/give-flow';
import { draftSaved, noDraftKept } from '../support/kept-drafts';
import { siteApiPath } from '../support/site-api';

/**
 * The give flow never loses work: the receipt in progress is kept in the browser (IndexedDB)
 * until the server confirms it; a reload, going offline, a 503 or a 429 keeps it, and it is sent once.
 */
describe('the receipt in progress is kept until it is sent', () => {
  let recipient: BrowserAccount;
  let sender: BrowserAccount;
  const openPage = sharedPage(async (page) => {
    [recipient, sender] = await signUpInTurn(page, ['Mary', 'Jackson'], ['Christine', 'Darden']);
  });

  /** Drops this browser's session as an expiry does (no sign-out): Amplify's tokens are gone on the next load. */
  async function loseSession(page: Page) {
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    }, tokenKeyPrefix);
    await page.reload();
    await page.waitForURL('**/login');
  }

  /** The give flow as it starts with nothing kept: no note, no form, the recent recipients to choose from. */
  async function startsEmpty(page: Page) {
    await page.getByRole('heading', { name: 'Give a Receipt' }).waitFor();
    await page.getByText('Recent Recipients').waitFor();
    expect(await page.getByText(messages.draftRestored).count()).toBe(0);
    expect(await page.getByLabel('What did you notice?').count()).toBe(0);
  }

  /** Chooses the recipient (from the success screen when there is one), starts the timer and writes `text`. */
  async function compose(text: string) {
    const page = openPage();
    const again = page.getByRole('button', { name: 'Give Another Receipt' });
    if (await again.isVisible()) await again.click();
    await chooseRecipient(
      page,
      recipient,
      !(await page.getByLabel('Search by name or username').isVisible()),
    );
    await startTimer(page);
    await page.getByLabel('What did you notice?').fill(text);
  }

  const submit = () => openPage().getByRole('button', { name: 'Submit Receipt' }).click();
  const sent = () => openPage().getByText('Receipt Sent Successfully!').waitFor();
  /** How many receipts the recipient holds with `text`, as the API says. */
  const holding = async (text: string) => {
    // An anonymous one is held for the recipient's delivery: it is brought forward to count it.
    await deliverHeldToAccount(recipient);
    return (await receivedBy(recipient)).items.filter((r) => r.receiptText === text).length;
  };

  /** Answers the next POST /receipts with `status` and the API's error shape, after `forward`ing it or not. */
  async function failNextSend(status: number, message: string, retryAfter: string, forward: boolean) {
    let failed = false;
    await openPage().route(
      (url) => url.pathname === siteApiPath('/receipts'),
      async (route: Route) => {
        if (failed || route.request().method() !== 'POST') return route.fallback();
        failed = true;
        // Forwarded: the server stores the receipt and the answer is a 503 (an unknown outcome).
        const real = forward ? await route.fetch() : null;
        const code = status === 429 ? errorCodes.tooManyRequests : errorCodes.unavailable;
        await route.fulfill({
          status,
          headers: {
            ...real?.headers(),
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'retry-after',
            'content-type': 'application/json',
            'retry-after': retryAfter,
          },
          body: JSON.stringify({ error: { code, message } }),
        });
      },
    );
  }

  it('a reload restores the draft with a note, and it is sent once', async () => {
    const page = openPage();
    const text = 'You kept the wind tunnel running all night.';
    await compose(text);
    await page.getByLabel('Send anonymously').check();
    await draftSaved(page, text);
    await page.reload();
    await page.getByRole('status').getByText(messages.draftRestored).waitFor();
    expect(await page.getByLabel('What did you notice?').inputValue()).toBe(text);
    expect(await page.getByLabel('Send anonymously').isChecked()).toBe(true);
    await submit();
    await sent();
    expect(await holding(text)).toBe(1);
    // Sent: nothing is restored any more.
    await page.goto('/receipt');
    await page.getByRole('heading', { name: 'Give a Receipt' }).waitFor();
    expect(await page.getByText(messages.draftRestored).count()).toBe(0);
  });

  it('offline, the receipt waits with a note and is sent once when the connection is back', async () => {
    const page = openPage();
    const text = 'You found the error in the flight data.';
    await compose(text);
    await page.context().setOffline(true);
    try {
      await submit();
      await page.getByRole('status').getByText(messages.waitingForConnection).waitFor();
      expect(await page.getByLabel('What did you notice?').inputValue()).toBe(text);
      expect(await holding(text)).toBe(0);
    } finally {
      await page.context().setOffline(false);
    }
    await sent();
    expect(await holding(text)).toBe(1);
  });

  it('a 503 after the server stored it: the message shows, the retry with the same request id settles on one', async () => {
    const page = openPage();
    const text = 'You redesigned the supersonic wing.';
    await compose(text);
    await failNextSend(503, messages.serviceUnavailable, '2', true);
    await submit();
    await page.getByText(messages.serviceUnavailable).waitFor();
    expect(await page.getByLabel('What did you notice?').inputValue()).toBe(text);
    // Retried by itself after Retry-After, with the same clientRequestId.
    await sent();
    expect(await holding(text)).toBe(1);
    await page.unrouteAll();
  });

  it('a 429 shows its message and keeps the receipt, which is sent later', async () => {
    const page = openPage();
    const text = 'You asked to be promoted, and were.';
    const limitMessage = 'You have reached the limit for now. Try again in 1 hour.';
    await compose(text);
    await failNextSend(429, limitMessage, '3600', false);
    await submit();
    await page.getByRole('alert').getByText(limitMessage).waitFor();
    await draftSaved(page, text);
    await page.reload();
    await page.getByText(messages.draftRestored).waitFor();
    expect(await holding(text)).toBe(0);
    await page.unrouteAll();
    await submit();
    await sent();
    expect(await holding(text)).toBe(1);
  });

  it('a voice note in the draft survives a reload and is sent with it', async () => {
    const page = openPage();
    const text = 'You spoke up in the meeting.';
    await compose(text);
    await recordVoice(page);
    await draftSaved(page, text, true);
    await page.reload();
    await page.getByText(messages.draftRestored).waitFor();
    await page.getByText(/Your voice note is/).waitFor();
    await submit();
    await sent();
    // Found by its words: an anonymous one sent before is as new as its delivery time, later than now.
    const newest = (await receivedBy(recipient)).items.find((r) => r.receiptText === text);
    expect(newest).toMatchObject({ receiptText: text });
    expect(newest?.voiceRecording).toBeTruthy();
  });

  it("a draft is the signed-in member's own, and outlives a session that ends without a sign-out", async () => {
    const page = openPage();
    const text = 'You ran the sonic boom tests.';
    await compose(text);
    await draftSaved(page, text);
    await loseSession(page);
    await logInInBrowser(page, recipient);
    await startsEmpty(page);
    await loseSession(page);
    await logInInBrowser(page, sender);
    await page.getByText(messages.draftRestored).waitFor();
    expect(await page.getByLabel('What did you notice?').inputValue()).toBe(text);
  });

  it('signing out forgets the draft: the browser keeps none, and signing in again starts empty', async () => {
    const page = openPage();
    const text = 'You checked every figure in the launch window.';
    await compose(text);
    await recordVoice(page);
    await draftSaved(page, text, true);
    await logOut(page);
    await noDraftKept(page);
    await logInInBrowser(page, sender);
    await startsEmpty(page);
    await noDraftKept(page);
  });
});
