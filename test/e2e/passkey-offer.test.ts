import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { sharedBrowser, sharedPage } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/** A new member is offered a passkey where they land after signing up, until they add one or say not now. */
describe('the passkey offer after sign-up', () => {
  const browser = sharedBrowser();
  let authenticator: Awaited<ReturnType<typeof addVirtualAuthenticator>>;
  const adding = sharedPage(async (page) => {
    authenticator = await addVirtualAuthenticator(page);
    await newcomerInBrowser(page, 'Offa', 'Taken');
  }, browser);
  const declining = sharedPage((page) => newcomerInBrowser(page, 'Offa', 'Declined'), browser);
  const offer = (page = adding()) => page.getByRole('region', { name: messages.passkeyOfferTitle });

  it('offers a passkey on profile setup and adds one in a step', async () => {
    await offer().waitFor();
    await offer().getByRole('button', { name: messages.passkeyAdd }).click();
    await adding().getByText(messages.passkeyAdded).waitFor();
    await offer().waitFor({ state: 'detached' });
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  it('is not offered again to a member who has a passkey, and settings lists it', async () => {
    await adding().reload();
    await adding().getByRole('heading', { level: 1 }).waitFor();
    // The offer shows only after its own check of the member's passkeys: let that answer first.
    await adding().waitForLoadState('networkidle');
    expect(await offer().count()).toBe(0);
    await adding().goto(sitePaths.settings);
    const rows = adding().getByRole('list', { name: messages.passkeysTitle }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
  });

  it('is put away for good with "Not now"', async () => {
    const page = declining();
    await offer(page).waitFor();
    await offer(page).getByRole('button', { name: messages.passkeyOfferDismiss }).click();
    await offer(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer(page).count()).toBe(0);
  });
});
