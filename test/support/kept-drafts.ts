import type { Page } from 'playwright-core';

/** Where the site keeps the receipt in progress (web/src/lib/browser-store.ts), as a test reads it. */
const database = 'receipts';
const store = 'receipt-drafts';

interface KeptDraft {
  content: { receiptText?: string };
  voice: unknown;
}

/** Every draft the page's IndexedDB keeps now. Never creates the database: one the site never opened keeps nothing. */
const keptDrafts = (page: Page) =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<KeptDraft[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as KeptDraft[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    [database, store] as const,
  );

/**
 * Waits (up to 10 s) until the page's IndexedDB keeps a draft with `text` (with a voice note when
 * `withVoice`), or, when `text` is null, keeps no draft at all (a person does not reload within a keystroke).
 * It reads through `evaluate`, which waits for the read: `waitForFunction` takes a pending promise as true.
 */
export async function draftSaved(page: Page, text: string | null, withVoice = false) {
  const wanted = (drafts: KeptDraft[]) =>
    text === null
      ? drafts.length === 0
      : drafts.some((d) => d.content.receiptText === text && (!withVoice || d.voice !== null));
  const deadline = Date.now() + 10_000;
  while (!wanted(await keptDrafts(page))) {
    if (Date.now() > deadline)
      throw new Error(`No draft ${text === null ? 'gone' : `"${text}" kept`} within 10 s`);
    await page.waitForTimeout(100);
  }
}

/** The page's IndexedDB keeps no draft now (read once: a forgotten draft is gone before the sign-out ends). */
export async function noDraftKept(page: Page) {
  expect(await keptDrafts(page)).toEqual([]);
}

/**
 * Puts a draft with `text` into the page's IndexedDB as the give flow keeps one (for a test whose member
 * ends the session away from the give page), and waits until it is kept.
 */
export async function keepDraft(page: Page, text: string) {
  await page.evaluate(
    ([name, storeName, key, receiptText]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const put = db
            .transaction(storeName, 'readwrite')
            .objectStore(storeName)
            .put({ content: { receiptText }, voice: null, sending: false }, key);
          put.onsuccess = () => {
            db.close();
            resolve();
          };
          put.onerror = () => reject(put.error);
        };
      }),
    [database, store, 'give:kept-by-test', text] as const,
  );
  await draftSaved(page, text);
}
