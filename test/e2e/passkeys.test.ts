import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { sharedPage } from '../support/browser';
import { logOut, signInWithPassword } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/** Sign-in with a passkey through the site, with Chromium's virtual authenticator answering for the member. */
describe('passkeys', () => {
  let member: TestMember;
  let authenticator: Awaited<ReturnType<typeof addVirtualAuthenticator>>;
  const page = sharedPage(async (page) => {
    member = await createMember('Pat', 'Key');
    authenticator = await addVirtualAuthenticator(page);
    await signInWithPassword(page, member);
  });

  const askForPasskey = async () => {
    await page().goto('/login');
    await page().getByLabel('Email').fill(member.email);
    await page().getByRole('button', { name: messages.passkeySignIn }).click();
  };
  const passkeyList = () => page().getByRole('list', { name: messages.passkeysTitle });

  it('adds a passkey in settings and lists it with its name and the day it was added', async () => {
    await page().goto(sitePaths.settings);
    await page().getByRole('heading', { name: messages.passkeysTitle }).waitFor();
    await page().getByText(messages.passkeysNone).waitFor();
    await page().getByRole('button', { name: messages.passkeyAdd }).click();
    await page().getByText(messages.passkeyAdded).waitFor();
    const rows = passkeyList().getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Chrome on Linux');
    expect(await rows.first().textContent()).toContain(format(messages.passkeyCreated, { date: '' }).trim());
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  it('signs out, then signs in with the passkey alone (the e-mail first)', async () => {
    await logOut(page());
    await page().getByRole('button', { name: messages.passkeySignIn }).click();
    await page().getByText(messages.emailRequired).waitFor();
    expect(
      await page()
        .getByLabel('Email')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await askForPasskey();
    await page().waitForURL((url) => !url.pathname.endsWith('/login'));
    const [credential] = await authenticator.credentials();
    expect(credential?.signCount).toBeGreaterThan(0);
  });

  it('refuses a passkey answered with a key that is not the one registered (a foreign credential)', async () => {
    await logOut(page());
    const [credential] = await authenticator.credentials();
    if (!credential) throw new Error('the authenticator lost its passkey');
    await authenticator.forge(credential);
    await askForPasskey();
    await page().getByText(messages.passkeySignInFailed).waitFor();
    expect(new URL(page().url()).pathname).toBe('/login');
  });

  it('removes the passkey in settings, after which it no longer signs in', async () => {
    await signInWithPassword(page(), member);
    await page().goto(sitePaths.settings);
    const rows = passkeyList().getByRole('listitem');
    await rows.first().waitFor();
    await page()
      .getByRole('button', { name: format(messages.passkeyRemoveLabel, { name: 'Chrome on Linux' }) })
      .click();
    await page().getByText(messages.passkeyRemoved).waitFor();
    await page().getByText(messages.passkeysNone).waitFor();
    await logOut(page());
    await askForPasskey();
    await page().getByText(messages.passkeyNoneForEmail).waitFor();
    expect(new URL(page().url()).pathname).toBe('/login');
  });
});
