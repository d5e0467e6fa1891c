import type { ReceiptContentForm } from '@contract/schemas/receipts';
import { browserStores, withStore } from '@/lib/browser-store';
import type { VoiceNote } from '../utils/use-voice-recorder';
import type { Recipient } from './recipients';

/**
 * The receipt in progress, kept in the browser until the server confirms it, or until the member
 * signs out (`forgetBrowserData` in lib/auth.tsx); a session that merely expires keeps it.
 */
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

const withDrafts = <T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>) =>
  withStore(browserStores.receiptDrafts, mode, call);

/** One draft per signed-in user: another account on the same browser never sees it. */
const keyOf = (userId: string) => `give:${userId}`;

/** The user's draft, or null (also when the browser keeps no IndexedDB, as in some private windows). */
export const loadDraft = (userId: string): Promise<ReceiptDraft | null> =>
  withDrafts('readonly', (store) => store.get(keyOf(userId)) as IDBRequest<ReceiptDraft | undefined>).then(
    (draft) => draft ?? null,
    () => null,
  );

export const saveDraft = (userId: string, draft: ReceiptDraft): Promise<void> =>
  withDrafts('readwrite', (store) => store.put(draft, keyOf(userId))).then(
    () => undefined,
    () => undefined,
  );

export const deleteDraft = (userId: string): Promise<void> =>
  withDrafts('readwrite', (store) => store.delete(keyOf(userId))).then(
    () => undefined,
    () => undefined,
  );
