import type { ReceiptContentForm } from '@contract/schemas/receipts';
import type { VoiceNote } from '../utils/use-voice-recorder';
import type { Recipient } from './recipients';

/** The receipt in progress, kept in the browser until the server confirms it (issue 22). */
export interface ReceiptDraft {
  recipient: Recipient;
  content: ReceiptContentForm;
  /** The recorded note itself: IndexedDB keeps Blobs as they are. */
  voice: VoiceNote | null;
  /** Kept with the draft so a retry after an unknown outcome is settled by the server's idempotency. */
  clientRequestId: string;
  /** The timer when last saved; a restored draft shows it, stopped, and waits for Submit. */
  secondsLeft: number;
  /** Submitted (by the button or the timer) and not confirmed yet: a restored draft is sent again. */
  sending: boolean;
}

// The raw IndexedDB API in one small module: three calls don't earn a dependency.
const storeName = 'receipt-drafts';
let database: Promise<IDBDatabase> | null = null;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(): Promise<IDBDatabase> {
  database ??= (() => {
    const request = indexedDB.open('receipts', 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    return done(request);
  })();
  return database;
}

/**
 * One store call. Requests are queued on the opened database in call order, so the last save or the
 * delete after a confirmed send wins.
 */
async function withStore<T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return done(call(db.transaction(storeName, mode).objectStore(storeName)));
}

/** One draft per signed-in user: another account on the same browser never sees it. */
const keyOf = (userId: string) => `give:${userId}`;

/** The user's draft, or null (also when the browser keeps no IndexedDB, as in some private windows). */
export const loadDraft = (userId: string): Promise<ReceiptDraft | null> =>
  withStore('readonly', (store) => store.get(keyOf(userId)) as IDBRequest<ReceiptDraft | undefined>).then(
    (draft) => draft ?? null,
    () => null,
  );

export const saveDraft = (userId: string, draft: ReceiptDraft): Promise<void> =>
  withStore('readwrite', (store) => store.put(draft, keyOf(userId))).then(
    () => undefined,
    () => undefined,
  );

export const deleteDraft = (userId: string): Promise<void> =>
  withStore('readwrite', (store) => store.delete(keyOf(userId))).then(
    () => undefined,
    () => undefined,
  );
