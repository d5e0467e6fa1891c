import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { browserDatabase, browserStores } from '../../web/src/lib/browser-store';
import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember } from '../support/profiles';

/**
 * Keeps a read-write transaction over every store of the site's IndexedDB open in `page` (another tab of
 * the same browser) until `release` is called: the sign-out's forgetting waits behind it, so Amplify's own
 * signed-out event reaches the page first.
 */
async function holdBrowserStore(page: Page) {
  await page.evaluate(
    ({ database, stores }) =>
      new Promise<void>((opened, failed) => {
        const request = indexedDB.open(database.name, database.version);
        // As the site opens it, should this tab be the first to.
        request.onupgradeneeded = () => {
          for (const name of stores) request.result.createObjectStore(name);
        };
        request.onerror = () => failed(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names, 'readwrite');
          const store = transaction.objectStore(names[0]!);
          // A transaction lives while it has requests: one more each time the last answers, until released.
          const keepAlive = () => {
            if ((window as { released?: boolean }).released) return;
            store.count().onsuccess = keepAlive;
          };
          keepAlive();
          opened();
        };
      }),
    { database: browserDatabase, stores: Object.values(browserStores) },
  );
  return () => page.evaluate(() => Object.assign(window, { released: true }));
}

describe('signing out', () => {
  const browser = sharedBrowser();

  it('leaves no page to return to, even when the browser store is slow to forget', async () => {
    const member = await createMember('Sol', 'Out');
    const page = await newPage(browser());
    await logInInBrowser(page, member);
    await page.goto('/profile-setup');
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();

    const otherTab = await page.context().newPage();
    await otherTab.goto('/');
    const release = await holdBrowserStore(otherTab);
    try {
      await page.getByRole('button', { name: messages.signOut }).click();
      await page.waitForURL('**/login');
      // Signed in again in the same tab, while the forgetting still waits: the default place, not the last page.
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: messages.signIn }).click();
      await page.waitForURL('**/receipt');
    } finally {
      await release();
    }
    await page.context().close();
  });
});
