import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { sharedPage } from '../support/browser';
import { logOut, signInWithPassword } from '../support/browser-flows';
import { waitForCode } from '../support/cognito-codes';
import { localMailsWith, waitForMail } from '../support/mail';
import { cognitoCall } from '../support/passkeys';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';
import { signIn, uniqueEmail } from '../support/users';

/**
 * Settings, Account: the e-mail a member signs in with changes only after a recent sign-in and once the code
 * sent to the new address is entered; then the member signs in with it, and the old address is told.
 */
describeWith('readCognitoCodes')('changing the sign-in e-mail in settings', () => {
  let member: TestMember;
  let other: TestMember;
  const newEmail = uniqueEmail();
  const page = sharedPage(async (page) => {
    [member, other] = await Promise.all([createVerifiedMember('Moving', 'Address'), createMember()]);
    await signInWithPassword(page, member);
  });
  const stepUpText = format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes });
  const account = () => page().getByRole('region', { name: 'Account', exact: true });
  const changeButton = () => account().getByRole('button', { name: messages.emailChangeStart });

  it('asks for a recent sign-in first', async () => {
    await page().clock.setSystemTime(new Date(Date.now() + (limits.stepUpMinutes + 1) * 60_000));
    await page().goto(sitePaths.settings);
    await changeButton().click();
    await account().getByText(stepUpText).waitFor();
    expect(await account().getByLabel(messages.emailChangeNewLabel).count()).toBe(0);
  });

  it("refuses the member's own address and another member's, and sends a code to a new one", async () => {
    // Past the window the page's tokens are a refresh's, which Cognito refuses for the change: sign in again.
    await account().getByRole('button', { name: messages.stepUpSignIn }).click();
    await page().waitForURL((url) => url.pathname === sitePaths.login);
    await page().clock.setSystemTime(new Date());
    await signInWithPassword(page(), member);
    await page().waitForURL((url) => url.pathname === sitePaths.settings);
    await changeButton().click();
    const field = account().getByLabel(messages.emailChangeNewLabel);
    const send = account().getByRole('button', { name: messages.emailChangeSend });
    await field.fill(member.email.toUpperCase());
    await send.click();
    await account().getByText(messages.emailChangeSame).waitFor();
    await field.fill(other.email);
    await send.click();
    await account().getByText(messages.emailInUse).waitFor();
    await field.fill(newEmail);
    await send.click();
    await account()
      .getByText(format(messages.emailChangeCodeSent, { email: newEmail, current: member.email }))
      .waitFor();
  });

  it('takes the code, shows the new address, and tells the old one', async () => {
    const code = await waitForCode(member.email, 'AttributeVerificationCode');
    const codeField = account().getByLabel('Verification code');
    const confirm = account().getByRole('button', { name: messages.emailChangeConfirm });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await confirm.click();
    await account().getByText(messages.codeWrong).waitFor();
    await codeField.fill(code);
    await confirm.click();
    await account()
      .getByText(format(messages.emailChanged, { email: newEmail }))
      .waitFor();
    await account().locator('dd', { hasText: newEmail }).waitFor();
    const notice = await waitForMail(
      () =>
        localMailsWith('X-Account-Notice', 'sign-in-email-changed').find(
          (m) => m.headers.To === member.email,
        ),
      `notice to ${member.email}`,
    );
    expect(notice.headers.Subject).toBe(messages.signInEmailChangedSubject);
  });

  it('signs in with the new address afterwards', async () => {
    await logOut(page());
    await signInWithPassword(page(), { email: newEmail, password: member.password });
    await page().goto(sitePaths.settings);
    await account().locator('dd', { hasText: newEmail }).waitFor();
  });

  it('catches the profile up with a change made elsewhere, on the next visit to settings', async () => {
    const elsewhere = await createVerifiedMember('Changed', 'Elsewhere');
    const { accessToken } = await signIn(elsewhere.email, elsewhere.password);
    const to = uniqueEmail();
    await cognitoCall('UpdateUserAttributes', {
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'email', Value: to }],
    });
    const code = await waitForCode(elsewhere.email, 'AttributeVerificationCode');
    await cognitoCall('VerifyUserAttribute', {
      AccessToken: accessToken,
      AttributeName: 'email',
      Code: code,
    });
    await logOut(page());
    await signInWithPassword(page(), { email: to, password: elsewhere.password });
    await page().goto(sitePaths.settings);
    await account().locator('dd', { hasText: to }).waitFor();
    await waitForMail(
      () =>
        localMailsWith('X-Account-Notice', 'sign-in-email-changed').find(
          (m) => m.headers.To === elsewhere.email,
        ),
      `notice to ${elsewhere.email}`,
    );
  });
});
