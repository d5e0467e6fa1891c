import * as messages from '@contract/messages';
import type { Receipt, ReceiptRecord } from '@contract/schemas/receipts';
import { deliveryDayText } from './delivery-time';

/** What the table stores for a receipt: one item shared by sender and recipient. */
export type StoredReceipt = ReceiptRecord;

export const anonymousSender = { senderId: 'anonymous', senderName: 'Anonymous' } as const;
/** Who a receipt is from once its sender deleted their account: nothing of them is kept or served. */
export const formerMemberSender = { senderId: 'former-member', senderName: messages.formerMember } as const;

/**
 * The receipt as one party sees it: its direction for that caller, an anonymous sender's identity
 * hidden from everyone but the sender, and when it was opened or hidden, and its helpful marks, told to the
 * recipient alone. A held one says `held`, not its delivery time.
 */
export function receiptFor(stored: StoredReceipt, callerId: string): Receipt {
  const type = stored.senderId === callerId ? 'sent' : 'received';
  const masked = stored.anonymous && stored.senderId !== callerId ? anonymousSender : {};
  const { openedAt, hiddenAt, marks, deliversAt, ...shared } = stored;
  const recipient = stored.recipientId === callerId;
  const opened = recipient && openedAt ? { openedAt } : {};
  const hidden = recipient && hiddenAt ? { hiddenAt } : {};
  // Helpful marks are the recipient's: the giver learns them only as totals of many (helpful-marks.ts).
  const marked = recipient && marks ? { marks } : {};
  // Held: the giver is told so, never when it delivers (the recipient's hour and time zone).
  const held = deliversAt ? { held: true as const } : {};
  const dated = stored.anonymous && !recipient ? giversDatesOf(stored) : {};
  return { ...shared, ...masked, ...opened, ...hidden, ...marked, ...held, ...dated, type };
}

/**
 * An anonymous receipt is created at its recipient's delivery hour, so its giver is given its day instead
 * (as its id carries): created, and updated until something else changed it.
 */
function giversDatesOf({ createdAt, updatedAt }: Pick<StoredReceipt, 'createdAt' | 'updatedAt'>) {
  const day = deliveryDayText(createdAt);
  return { createdAt: day, updatedAt: updatedAt === createdAt ? day : updatedAt };
}

/**
 * Lower-case text the hub's search matches: `searchMeta` never changes, `searchBody` follows the
 * (editable) text. An anonymous sender's name is not searchable.
 */
export const searchFieldsOf = (r: StoredReceipt) => ({
  searchMeta: searchTextOf(
    [r.recipientName, r.recipientUsername, r.anonymous ? '' : r.senderName, r.category, r.intent].join(' '),
  ),
  searchBody: searchTextOf(r.receiptText),
});

/** The search copy of a text, and a search term, made alike: both lower-cased the one way. */
export const searchTextOf = (text: string) => text.toLowerCase();
