import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import type * as z from 'zod/mini';
import type { StoredReceipt } from './receipts';

type Request = z.infer<typeof CreateReceiptRequest>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/**
 * Whether a repeated client request id asks for the receipt it already made: a retry after a lost
 * answer does, and gets that receipt back. A request id reused for something else (another recipient,
 * other words, signed instead of anonymous) must not be answered as if it had been sent. The text is
 * compared with what the sender wrote, before any edit by the recipient; a retried voice note is a new
 * upload, so only its presence counts.
 */
export const isSameReceiptRequest = (stored: StoredReceipt, request: Request) =>
  stored.recipientId === request.recipientId &&
  stored.anonymous === request.anonymous &&
  stored.dayContext === request.dayContext &&
  stored.intent === request.intent &&
  stored.category === request.category &&
  stored.relationshipType === request.relationshipType &&
  sameSet(stored.emotionalRegulation, request.emotionalRegulation) &&
  sameSet(stored.conflictResolution, request.conflictResolution) &&
  (stored.originalText ?? stored.receiptText) === request.receiptText &&
  (stored.voiceRecording !== null) === Boolean(request.voiceRecording);
