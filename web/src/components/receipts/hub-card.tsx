import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { EditedMark } from '@/components/edited-mark';
import { chipsOf, initialOf, quoteOf } from '@/components/receipt-card';
import { ReceiptCardFace } from '@/components/receipt-card-face';
import { shortDate } from '@/lib/dates';
import { isNew } from '@/lib/mark-opened';
import './receipts.css';

/** The one sign that a received receipt is not opened yet. */
export function UnreadDot() {
  return (
    <span className="unread-dot">
      <span className="visually-hidden">{messages.unreadMark}</span>
    </span>
  );
}

/**
 * A receipt in the hub, the timeline and the journal: the one card face (as on the profile and the wall),
 * saying which way it went, with the hub's marks (hidden, flagged, held, thanked) at its foot. Unread shows
 * one way only: a dot (named "New" for screen readers). The whole card is the button that opens the receipt.
 */
export function HubCard({ receipt, onOpen }: { receipt: Receipt; onOpen(): void }) {
  const sent = receipt.type === 'sent';
  const fresh = isNew(receipt);
  const other = (sent ? receipt.recipientName : receipt.senderName) || 'Anonymous';
  const marks = [
    receipt.hiddenAt ? { key: 'hidden', label: messages.hiddenFromProfile } : null,
    receipt.flagged ? { key: 'flagged', label: messages.flaggedMark } : null,
    receipt.held ? { key: 'held', label: messages.deliversWithinADay } : null,
    receipt.thanks ? { key: 'thanks', label: sent ? 'Thanked you' : 'Thanked' } : null,
  ].filter((mark) => mark !== null);
  return (
    <button type="button" className="hub-card receipt-face" onClick={onOpen}>
      <ReceiptCardFace
        giver={sent ? `To ${receipt.recipientName}` : `From ${receipt.senderName}`}
        initial={initialOf(other)}
        knows={receipt.relationshipType || undefined}
        quote={<q className="receipt-quote">{quoteOf(receipt.receiptText) || 'No written note'}</q>}
        chips={chipsOf(receipt)}
        date={{ iso: receipt.createdAt, label: shortDate(receipt.createdAt) }}
        voiceNote={Boolean(receipt.voiceRecording)}
        extra={
          <>
            {fresh ? <UnreadDot /> : null}
            <EditedMark receipt={receipt} />
            {marks.map((mark) => (
              <span key={mark.key} className="hub-mark">
                {mark.label}
              </span>
            ))}
          </>
        }
      />
    </button>
  );
}
