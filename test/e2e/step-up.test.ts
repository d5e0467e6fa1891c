import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { sharedPage } from '../support/browser';
import { signInWithPassword } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Changing how a member signs in needs a sign-in within `limits.stepUpMinutes`: the page's clock is set past
 * that (Playwright's clock, not a wait), the change is refused before any call to Cognito, and signing in
 * again brings the member back to the section, where the change goes through. Past the window the site's
 * access token is a refresh's, which Cognito refuses even to list the passkeys: the section asks to sign in
 * again instead of listing them.
 */
describe('a change to how a member signs in needs a recent sign-in', () => {
  let member: TestMember;
  let authenticator: Awaited<ReturnType<typeof addVirtualAuthenticator>>;
  const page = sharedPage(async (page) => {
    member = await createMember('Stepp', 'Upton');
    authenticator = await addVirtualAuthenticator(page);
    await signIn(page);
  });
  const signIn = (p = page()) => signInWithPassword(p, member);
  const stepUpText = format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes });
  const later = () => new Date(Date.now() + (limits.stepUpMinutes + 1) * 60_000);

  it('refuses to add a passkey on a sign-in older than the limit, and asks to sign in again', async () => {
    await page().clock.setSystemTime(later());
    await page().goto(sitePaths.settings);
    await page().getByRole('button', { name: messages.passkeyAdd }).click();
    await page().getByText(stepUpText).waitFor();
    expect(await authenticator.credentials()).toHaveLength(0);
  });

  it('signs in again, comes back to the passkeys, and the change goes through', async () => {
    await page().getByRole('button', { name: messages.stepUpSignIn }).click();
    await page().waitForURL((url) => url.pathname === sitePaths.login);
    await page().clock.setSystemTime(new Date());
    await signIn();
    await page().waitForURL((url) => url.pathname === sitePaths.settings && url.hash === '#passkeys');
    await page().getByRole('button', { name: messages.passkeyAdd }).click();
    await page().getByText(messages.passkeyAdded).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await page().getByText(stepUpText).count()).toBe(0);
  });

  it('hides it, and asks to sign in again, once the sign-in is old again', async () => {
    await page().clock.setSystemTime(later());
    await page().reload();
    await page().getByText(stepUpText).waitFor();
    expect(await page().getByRole('button', { name: messages.passkeyRemove }).count()).toBe(0);
    expect(await authenticator.credentials()).toHaveLength(1);
  });
});
