import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { logOut, signUpInBrowser } from '../support/browser-flows';
import { chooseRecipient, logInInBrowser, timerButton } from '../support/give-flow';
import { createMember, markVerifiedInCognito } from '../support/profiles';
import { signIn } from '../support/users';

describe('the give flow for a member whose e-mail is not verified', () => {
  const openPage = sharedPage();

  it('says so before anything is written, leads to verification, and opens once the address is confirmed', async () => {
    const page = openPage();
    const recipient = await createMember('Rita', 'Levi');
    const newcomer = await signUpInBrowser(page, 'New', 'Comer', undefined, { verified: false });

    await chooseRecipient(page, recipient);
    await page.getByText(messages.verifyEmailToSend).waitFor();
    expect(await timerButton(page).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Verify Email' }).click();
    await page.waitForURL('**/profile-setup');
    await page.getByRole('button', { name: 'Verify Email' }).waitFor();

    // Confirmed (here straight with Cognito), then signed in again: the token says so, and the form opens.
    await markVerifiedInCognito({
      ...newcomer,
      userId: (await signIn(newcomer.email, newcomer.password)).userId,
    });
    await logOut(page);
    await logInInBrowser(page, newcomer);
    await chooseRecipient(page, recipient);
    expect(await page.getByText(messages.verifyEmailToSend).count()).toBe(0);
    expect(await timerButton(page).isEnabled()).toBe(true);
  });
});
