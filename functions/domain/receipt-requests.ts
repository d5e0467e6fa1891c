import {
  receiptLinkFieldNames,
  receiptMultiTagFieldNames,
  type receiptMultiTagFields,
  receiptTagFieldNames,
  receiptTagsCopyOf,
} from '@contract/receipt-fields';
import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import type * as z from 'zod/mini';
import type { StoredReceipt } from './receipts';

type Request = z.infer<typeof CreateReceiptRequest>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/**
 * Whether a repeated client request id asks for the receipt it already made: a retry after a lost
 * answer does, and gets that receipt back. A request id reused for something else (another recipient,
 * other words or tags, signed instead of anonymous) must not be answered as if it had been sent. The text
 * is compared with what the sender wrote, before any edit by the recipient; a retried voice note is a new
 * upload, so only its presence counts.
 */
export const isSameReceiptRequest = (stored: StoredReceipt, request: Request) =>
  stored.recipientId === request.recipientId &&
  stored.anonymous === request.anonymous &&
  receiptTagFieldNames.every((field) => stored[field] === request[field]) &&
  receiptMultiTagFieldNames.every((field) => sameSet(stored[field], request[field])) &&
  receiptLinkFieldNames.every((field) => stored[field] === request[field]) &&
  (stored.originalText ?? stored.receiptText) === request.receiptText &&
  (stored.voiceRecording !== null) === Boolean(request.voiceRecording);

type Multi = keyof typeof receiptMultiTagFields;

/** What the giver chose, as the receipt keeps it: each multiple-choice tag once, `tags` a copy of the first. */
export function receiptContentOf(request: Request) {
  const multi = Object.fromEntries(
    receiptMultiTagFieldNames.map((field) => [field, [...new Set(request[field])]]),
  ) as { [K in Multi]: Request[K] };
  const single = Object.fromEntries(receiptTagFieldNames.map((field) => [field, request[field]])) as Pick<
    Request,
    (typeof receiptTagFieldNames)[number]
  >;
  const links = Object.fromEntries(
    receiptLinkFieldNames.filter((field) => request[field]).map((field) => [field, request[field]]),
  ) as Pick<Request, (typeof receiptLinkFieldNames)[number]>;
  return {
    anonymous: request.anonymous,
    ...single,
    ...multi,
    tags: [...multi[receiptTagsCopyOf]],
    ...links,
    receiptText: request.receiptText,
  };
}
