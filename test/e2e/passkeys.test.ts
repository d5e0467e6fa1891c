import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { sharedPage } from '../support/browser';
import { logOut, signInWithPassword } from '../support/browser-flows';
import { localMailsWith, waitForMail } from '../support/mail';
import { createVerifiedMember, type TestMember } from '../support/profiles';
import { capabilities } from '../support/stack';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/** Where the tests read the mail the local transport writes. */
const withLocalMail = capabilities().readLocalMail ? it : it.skip;

/** Sign-in with a passkey through the site, with Chromium's virtual authenticator answering for the member. */
describe('passkeys', () => {
  let member: TestMember;
  let authenticator: Awaited<ReturnType<typeof addVirtualAuthenticator>>;
  const page = sharedPage(async (page) => {
    member = await createVerifiedMember('Pat', 'Key');
    authenticator = await addVirtualAuthenticator(page);
    await signInWithPassword(page, member);
  });

  const askForPasskey = async () => {
    await page().goto('/login');
    await page().getByLabel('Email').fill(member.email);
    await page().getByRole('button', { name: messages.passkeySignIn }).click();
  };
  /** The e-mails telling the member how their sign-in changed (the server reads Cognito when settings reports). */
  const notices = () =>
    localMailsWith('X-Account-Notice', 'sign-in-changed').filter((m) => m.headers.To === member.email);
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

  withLocalMail('e-mails the member that a passkey was added', async () => {
    const notice = await waitForMail(() => notices()[0], 'the notice of the added passkey');
    expect(notice.text).toContain(messages.signInChangedPasskeyAdded);
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

  withLocalMail('e-mails the member that the passkey was removed, once', async () => {
    const notice = await waitForMail(() => notices()[1], 'the notice of the removed passkey');
    expect(notice.text).toContain(messages.signInChangedPasskeyRemoved);
    expect(notices()).toHaveLength(2);
  });
});
