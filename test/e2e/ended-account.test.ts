import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { disableMember } from '../support/account-status';
import { newPage, sharedBrowser } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { keepDraft, noDraftKept } from '../support/kept-drafts';
import type { TestMember } from '../support/profiles';
import { deleteAccount } from '../support/receipt-actions';

/** Ends the account from elsewhere: "Delete account" on another device, or an operator's disabling. */
const endings = {
  deleted: {
    message: messages.accountNoLongerExists,
    end: (member: TestMember) => deleteAccount(member),
  },
  disabled: {
    message: messages.accountDisabled,
    end: async (member: TestMember) => expect(await disableMember(member.userId)).toBe(true),
  },
};

describe('a tab left open on an account that ended', () => {
  const browser = sharedBrowser();

  it.each(Object.entries(endings))(
    'lands on the landing page saying so, signed out with its draft forgotten, once the account is %s',
    async (_kind, { message, end }) => {
      const page: Page = await newPage(browser());
      try {
        const member = await asMember(await newcomerInBrowser(page, 'Open', 'Tab'));
        await page.goto('/app');
        const settings = page.getByRole('link', { name: 'Settings' }).first();
        await settings.waitFor();
        // The hub's own requests are done: the next one is the tab's first after the end.
        await page.waitForLoadState('networkidle');
        await keepDraft(page, 'You kept the tab open.');

        await end(member);
        // The tab's next request: going to Settings reads the profile again.
        await settings.click();

        await page.getByRole('alert').filter({ hasText: message }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        // Signed out: the top bar offers signing up, and the app sends the tab to the sign-in page.
        await page.getByRole('link', { name: messages.signUp }).first().waitFor();
        // Its sign-out forgets what the browser kept for the account.
        await noDraftKept(page);
        await page.goto('/app');
        await page.waitForURL('**/login');
      } finally {
        await page.context().close();
      }
    },
  );
});
