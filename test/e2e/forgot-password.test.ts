import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { storedCode, waitForCode } from '../support/cognito-codes';
import { expectInvalidField } from '../support/form-checks';
import { createMember } from '../support/profiles';
import { describeWith } from '../support/stack';

// Local only: the codes are read from cognito-local's files (no mailbox on a deployed stage).
describeWith('readCognitoCodes')('forgot password', () => {
  const openPage = sharedPage();

  it('sends a code, sets a new password, and the new password signs in', async () => {
    const member = await createMember('Reset', 'Person');
    const page = openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    const previous = storedCode(member.email, 'ConfirmationCode');
    // Each step checks its fields with the contract's rules: the message is the field's, which gets focus.
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectInvalidField(page.getByLabel('Email'), messages.emailRequired);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByLabel('Code').waitFor();

    await page.getByLabel('Code').fill(await waitForCode(member.email, 'ConfirmationCode', previous));
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(messages.passwordTooShort).waitFor();
    await expectInvalidField(page.getByLabel('New password'), messages.passwordTooShort);
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.waitForURL('**/receipt');
  });
});
