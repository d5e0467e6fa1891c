import { Empty, page } from '../schemas/common';
import { ReceiptIdParams } from '../schemas/receipts';
import { JournalEntry, JournalQuery, Reflection, ReflectionRequest } from '../schemas/reflections';
import { type RouteDef, route } from './route-def';

/** Reflections on received receipts and the journal that lists them: the recipient's alone. */
export const journalRoutes = {
  /** "What I'll try next" on a received receipt: written, or rewritten. */
  putReflection: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/reflection',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ReflectionRequest,
    response: Reflection,
  }),
  /** Removed: the journal no longer lists the receipt. Saving empty text is refused; this is how to clear it. */
  deleteReflection: route({
    method: 'DELETE',
    path: '/receipts/{receiptId}/reflection',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    response: Empty,
  }),
  getReflection: route({
    method: 'GET',
    path: '/receipts/{receiptId}/reflection',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    response: Reflection,
  }),
  /** Received receipts with reflections, newest first, by category or goal. */
  listJournal: route({
    method: 'GET',
    path: '/me/journal',
    auth: 'user',
    handler: 'receipts',
    query: JournalQuery,
    response: page(JournalEntry),
  }),
} as const satisfies Record<string, RouteDef>;
