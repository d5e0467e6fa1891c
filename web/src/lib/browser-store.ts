// What the site keeps in the browser, in IndexedDB, in one small module: the raw API's few calls don't earn
// a dependency. Every store is listed here, so a sign-out can forget all of them.
export const browserDatabase = { name: 'receipts', version: 1 } as const;

/** The stores, by what they keep; the database is created with all of them. */
export const browserStores = { receiptDrafts: 'receipt-drafts' } as const;
export type BrowserStore = (typeof browserStores)[keyof typeof browserStores];

let database: Promise<IDBDatabase> | null = null;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(): Promise<IDBDatabase> {
  database ??= (() => {
    const request = indexedDB.open(browserDatabase.name, browserDatabase.version);
    request.onupgradeneeded = () => {
      for (const name of Object.values(browserStores))
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    return done(request).then(
      (db) => {
        // A newer version (another tab) or a deletion waits for no one: this tab opens again on next use.
        db.onversionchange = () => {
          db.close();
          database = null;
        };
        return db;
      },
      (error: unknown) => {
        database = null; // a later call may try again
        throw error;
      },
    );
  })();
  return database;
}

/**
 * One store call. Requests are queued on the opened database in call order, so the last save or the
 * delete after a confirmed send wins.
 */
export async function withStore<T>(
  name: BrowserStore,
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  return done(call(db.transaction(name, mode).objectStore(name)));
}

/**
 * Forgets everything the site keeps in this browser (the drafts, with their voice notes): an explicit
 * sign-out on a shared computer leaves nothing of the member behind. The stores are cleared rather than
 * the database deleted, so an open tab's connection never blocks it. Rejects when IndexedDB fails.
 */
export async function forgetBrowserData(): Promise<void> {
  const db = await open();
  const names = [...db.objectStoreNames];
  if (names.length === 0) return;
  const transaction = db.transaction(names, 'readwrite');
  for (const name of names) transaction.objectStore(name).clear();
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
