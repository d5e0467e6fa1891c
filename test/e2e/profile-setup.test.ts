import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { signUpInBrowser } from '../support/browser-flows';
import { emailVerificationCode, waitForCode } from '../support/cognito-codes';
import { createMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);

// Local only: the codes are read from cognito-local's files (no mailbox on a deployed stage).
describeWith('readCognitoCodes')('profile setup', () => {
  let friend: TestMember;
  const openPage = sharedPage(async () => {
    friend = await createMember('Dorothy', 'Vaughan');
  });

  it('verifies the e-mail with a code typed in: a wrong code says so, Resend sends a new one', async () => {
    const page = openPage();
    const { email } = await signUpInBrowser(page, 'Katherine', 'Johnson', undefined, { verified: false });
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText(format(messages.emailCodeSent, { email })).waitFor();
    const firstCode = await emailVerificationCode(email);
    await page.getByLabel('Verification code').fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByLabel('Verification code').press('Enter');
    await page.getByText(messages.codeWrong).waitFor();
    expect(page.url()).toMatch(/\/profile-setup$/);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText(format(messages.emailCodeResent, { email })).waitFor();
    const secondCode = await waitForCode(email, 'AttributeVerificationCode', firstCode);
    await page.getByLabel('Verification code').fill(secondCode);
    await page.getByLabel('Verification code').press('Enter');
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.waitForURL('**/login');
  });

  it('keeps goal tags ticked and left by another tab, not only by Continue', async () => {
    const page = openPage();
    await signUpInBrowser(page, 'Mary', 'Jackson', undefined, { verified: false });
    await page.getByRole('tab', { name: /Goal Tags/ }).click();
    await page.getByLabel('Meditation').check();
    await page.getByLabel('Journaling').check();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/me/goal-tags') && res.request().method() === 'PUT',
    );
    await page.getByRole('tab', { name: /Sharing Settings/ }).click();
    await page.getByRole('tab', { name: /Sharing Settings/, selected: true }).waitFor();
    expect((await saved).status()).toBe(200);
    // What was saved, not what the page remembers: a reload reads the profile again.
    await page.reload();
    await page.getByRole('tab', { name: /Goal Tags 2/ }).waitFor();
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.waitForURL('**/login');
  });

  it('fills all five tabs, and everything is there after a reload', async () => {
    const page = openPage();
    const { email } = await signUpInBrowser(page, 'Katherine', 'Johnson', undefined, { verified: false });

    // Personal info
    await page.getByRole('tab', { name: /Personal Info/ }).waitFor();
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText(messages.uploadImageFile).waitFor();
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: /photo/ }).waitFor();

    await page.getByLabel('Full name').fill('Katherine G. Johnson');
    await page.getByLabel('Phone').fill('+1 555 0199');
    await page.getByLabel('Short bio').fill('Counts on herself.');
    await page.getByText(`18/${limits.shortBioMax} characters`).waitFor();
    await page.getByLabel('Work').uncheck();

    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText(format(messages.emailCodeSent, { email })).waitFor();
    await page.getByLabel('Verification code').fill(await emailVerificationCode(email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Continue to Goal Tags' }).click();

    // Goal tags
    await page.getByRole('tab', { name: /Goal Tags/, selected: true }).waitFor();
    await page.getByLabel('Meditation').check();
    await page.getByLabel('Read More').check();
    await page.getByLabel('Journaling').check();
    await page.getByText('2 / 5 selected').waitFor();
    await page.getByRole('tab', { name: /Goal Tags 3/ }).waitFor();
    await page.getByRole('button', { name: 'Continue to Inner Circle' }).click();

    // Inner circle
    await page.getByText('No contacts added to inner circle yet').waitFor();
    await page.getByRole('button', { name: 'Continue to Address Book' }).click();

    // Address book
    await page.getByText('No contacts found matching your search').waitFor();
    await page.getByRole('button', { name: 'Add New Contact' }).click();
    await page.getByLabel('Username').fill(`@${friend.username.slice(0, 4)}`);
    await page
      .getByRole('list', { name: 'Matching users' })
      .getByRole('button', { name: new RegExp(`@${friend.username}`) })
      .click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Dorothy Vaughan');
    await page.getByRole('button', { name: /Remained Grounded/ }).click();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Dorothy Vaughan' });
    await row.getByText('0 Receipts').waitFor();
    await row.getByRole('button', { name: /inner circle/ }).click();
    await page.getByRole('tab', { name: /Inner Circle 1\/5/ }).waitFor();
    await page.getByRole('button', { name: 'Continue to Sharing Settings' }).click();

    // Sharing settings
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/me/sharing-settings') && res.ok()),
      page.getByRole('switch', { name: 'Share bio' }).click(),
    ]);
    // A failed save reverts the toggle and says so in a toast.
    await page.route('**/me/sharing-settings', (route) => route.abort());
    const goals = page.getByRole('switch', { name: 'Share goals' });
    await goals.click();
    await page.getByText(messages.sharingSettingNotSaved).waitFor();
    await page.waitForFunction(
      () => document.querySelector('#share-goals')?.getAttribute('aria-checked') === 'true',
    );
    await page.unroute('**/me/sharing-settings');
    await page.getByRole('button', { name: 'Save & Complete Profile' }).click();
    await page.waitForURL('**/receipt');

    // Everything is still there after a reload.
    await page.goto('/profile-setup');
    await page.reload();
    await page.getByRole('tab', { name: /Personal Info/ }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Katherine G. Johnson');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+1 555 0199');
    expect(await page.getByLabel('Short bio').inputValue()).toBe('Counts on herself.');
    expect(await page.getByLabel('Work').isChecked()).toBe(false);
    expect(await page.getByLabel('Play').isChecked()).toBe(true);
    await page.getByRole('img', { name: /photo/ }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();

    await page.getByRole('tab', { name: /Goal Tags 3/ }).click();
    expect(await page.getByLabel('Meditation').isChecked()).toBe(true);
    expect(await page.getByLabel('Lose Weight').isChecked()).toBe(false);

    await page.getByRole('tab', { name: /Inner Circle 1\/5/ }).click();
    await page.getByText(`@${friend.username}`).waitFor();

    await page.getByRole('tab', { name: /Address Book/ }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Dorothy Vaughan' })
      .getByText('Remained Grounded')
      .waitFor();

    await page.getByRole('tab', { name: /Sharing Settings/ }).click();
    expect(await page.getByRole('switch', { name: 'Share bio' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Share goals' }).getAttribute('aria-checked')).toBe('true');
  });
});
