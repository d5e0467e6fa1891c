import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { logOut, signUpInBrowser } from '../support/browser-flows';
import { signUpUser, uniqueEmail, uniqueUsername } from '../support/users';

describe('sign up, sign out, sign in', () => {
  const page = sharedPage();

  it('sends a signed-out visitor of a protected page to /login', async () => {
    await page().goto('/receipt');
    await page().waitForURL('**/login');
    await page().getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('creates an account, lands on /profile-setup, signs out, signs in and lands on /receipt', async () => {
    const email = uniqueEmail();
    const username = uniqueUsername();
    const password = 'correct-horse-battery';

    await page().goto('/signup');
    await page().getByLabel('First name').fill('Grace');
    await page().getByLabel('Last name').fill('Hopper');
    await page().getByLabel('Username').fill(username.toUpperCase());
    expect(await page().getByLabel('Username').inputValue()).toBe(username);
    await page().getByText(messages.usernameAvailable).waitFor();
    await page().getByLabel('Email').fill(email);
    await page().getByLabel('Password', { exact: true }).fill(password);
    await page().getByLabel('Confirm password').fill(password);
    await page()
      .getByLabel(/I agree to the/)
      .check();
    await page().getByRole('button', { name: 'Create Account' }).click();

    await page().waitForURL('**/profile-setup');
    await page().getByRole('heading', { name: 'Profile Setup' }).waitFor();
    await page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Give' }).waitFor();

    await page().getByRole('button', { name: messages.signOut }).click();
    await page().waitForURL('**/login');
    await page().getByRole('link', { name: messages.signUp }).waitFor();

    await page().getByLabel('Email').fill(email);
    await page().getByLabel('Password').fill(password);
    await page().getByRole('button', { name: messages.signIn }).click();
    await page().waitForURL('**/receipt');
    await page().getByRole('heading', { name: 'Give a Receipt' }).waitFor();
  });

  it('reports a taken username live and blocks the sign-up', async () => {
    const taken = uniqueUsername();
    // Claim the username through a first account.
    await logOut(page());
    await signUpInBrowser(page(), 'First', 'Owner', taken);
    await logOut(page());

    await page().goto('/signup');
    await page().getByLabel('Username').fill(taken);
    await page().getByText(messages.usernameTakenInline).waitFor();
    await page().getByLabel('First name').fill('Second');
    await page().getByLabel('Last name').fill('Person');
    await page().getByLabel('Email').fill(uniqueEmail());
    await page().getByLabel('Password', { exact: true }).fill('password-two');
    await page().getByLabel('Confirm password').fill('password-two');
    await page()
      .getByLabel(/I agree to the/)
      .check();
    await page().getByRole('button', { name: 'Create Account' }).click();
    await page().getByText(messages.chooseDifferentUsername).waitFor();
    expect(page().url()).toMatch(/\/signup$/);
  });

  it('says "Incorrect email or password" for a wrong password or an unknown e-mail', async () => {
    const member = await signUpUser('Wrong', 'Password');
    for (const email of [member.email, uniqueEmail()]) {
      await page().goto('/login');
      await page().getByLabel('Email').fill(email);
      await page().getByLabel('Password').fill('not-the-password');
      await page().getByRole('button', { name: messages.signIn }).click();
      await page().getByRole('alert').filter({ hasText: messages.wrongPassword }).waitFor();
      expect(await page().getByText(messages.passwordTooShort).count()).toBe(0);
    }
  });
});
