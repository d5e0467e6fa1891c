import { limits } from '@contract/limits';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { sitePaths } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { callApi } from './api';
import type { BrowserAccount } from './browser-flows';
import { deliverHeldTo } from './held-receipts';
import { openSignedIn } from './signed-in-page';
import { signIn } from './users';

/**
 * Finds a person with the Find button and chooses them on /receipt (opening the folded search first when
 * someone is already chosen).
 */
export async function chooseRecipient(page: Page, recipient: BrowserAccount, goto = true) {
  if (goto) await page.goto('/receipt');
  const search = page.getByLabel('Search by name or username');
  const change = page.getByRole('button', { name: 'Change recipient' });
  // A draft kept from before may be restored just after the page shows its search, folding the search
  // away behind "Change recipient": look again then.
  for (let attempt = 1; ; attempt++) {
    await search.or(change).first().waitFor();
    if (!(await search.isVisible())) await change.click();
    try {
      await search.fill(recipient.username, { timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(`@${recipient.username}`) }).click();
  await page.getByText('Ready to Give a Receipt?').waitFor();
}

/** The give form's Start button, which starts its timer. */
export const timerButton = (page: Page) =>
  page.getByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` });

export async function startTimer(page: Page) {
  await timerButton(page).click();
}

/** `account` signed in on the page where signing in leaves a member, the give page (without the form: openSignedIn). */
export async function logInInBrowser(page: Page, account: BrowserAccount) {
  await openSignedIn(page, account, sitePaths.give);
}

/** Brings the account's daily delivery forward: the anonymous receipts held for them arrive now. */
export async function deliverHeldToAccount(account: BrowserAccount) {
  const { idToken } = await signIn(account.email, account.password);
  const me = await callApi<Me>('GET', '/me', { token: idToken });
  await deliverHeldTo({ userId: me.body.profile.userId });
}

/** What the API stored for the recipient, newest first. */
export async function receivedBy(account: BrowserAccount) {
  const { idToken } = await signIn(account.email, account.password);
  const res = await callApi<{ items: Receipt[] }>('GET', '/receipts', {
    token: idToken,
    query: { box: 'received' },
  });
  return { idToken, items: res.body.items };
}

/**
 * Waits until the recording clock shows at least `seconds`. Not for one exact figure: on a busy machine
 * the clock's one-second window can pass between two looks.
 */
export async function recordingFor(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await page.waitForFunction((least) => {
    const clock = /(\d\d):(\d\d)/.exec(document.querySelector('.voice-clock')?.textContent ?? '');
    return clock !== null && Number(clock[1]) * 60 + Number(clock[2]) >= least;
  }, seconds);
}

/** Records a voice note from Chromium's fake microphone for a second or more. */
export async function recordVoice(page: Page) {
  await page.getByRole('button', { name: /Record (voice note|again)/ }).click();
  await recordingFor(page, 1);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByText(/Your voice note is/).waitFor();
}
