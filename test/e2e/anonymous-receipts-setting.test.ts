import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { chooseRecipient, logInInBrowser, startTimer } from '../support/give-flow';
import { createMember } from '../support/profiles';

describe('whom a member takes anonymous receipts from, in the browser', () => {
  const browser = sharedBrowser();

  it('is chosen in settings, and a giver is told before writing and cannot tick "Send anonymously"', async () => {
    const [rita, giver] = await Promise.all([createMember('Rita', 'Private'), createMember('Gil', 'Giver')]);

    const owner = await newPage(browser());
    await logInInBrowser(owner, rita);
    await owner.goto('/app/settings');
    const saved = owner.waitForResponse(
      (res) => res.url().endsWith('/me/sharing-settings') && res.request().method() === 'PUT',
    );
    // A click, not check(): the choice shows once the optimistic update renders, a timer later than check() looks.
    const noOne = owner.getByRole('radio', { name: 'From no one' });
    await noOne.click();
    expect((await saved).status()).toBe(200);
    await owner.locator('input[name="anonymous-receipts"][value="noOne"]:checked').waitFor();
    const me = (await callApi<Me>('GET', '/me', { token: rita.idToken })).body;
    expect(me.sharingSettings.anonymousReceipts).toBe('noOne');

    const page = await newPage(browser());
    await logInInBrowser(page, giver);
    await chooseRecipient(page, rita);
    await page.getByText(messages.anonymousNotTaken).waitFor();
    await startTimer(page);
    expect(await page.getByRole('checkbox', { name: /Send anonymously/ }).isDisabled()).toBe(true);
  });
});
