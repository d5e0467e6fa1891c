import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { EditedMark } from '@/components/edited-mark';
import { MicIcon } from '@/components/receipt-card-face';
import { TagIcon } from '@/components/tag-icons';
import { deliveryLabel, shortDate } from '@/lib/dates';
import { isNew } from '@/lib/mark-opened';
import './receipts.css';

export function HubCard({ receipt, onOpen }: { receipt: Receipt; onOpen(): void }) {
  const sent = receipt.type === 'sent';
  const fresh = isNew(receipt);
  return (
    <button type="button" className={`hub-card${fresh ? ' hub-card-new' : ''}`} onClick={onOpen}>
      <span className="hub-card-top">
        <span className={`direction ${sent ? 'direction-sent' : 'direction-received'}`}>
          {sent ? `To ${receipt.recipientName}` : `From ${receipt.senderName}`}
        </span>
        {fresh ? <span className="hub-mark hub-mark-new">New</span> : null}
        {receipt.hiddenAt ? <span className="hub-mark">{messages.hiddenFromProfile}</span> : null}
        {receipt.flagged ? <span className="hub-mark">{messages.flaggedMark}</span> : null}
        {receipt.deliversAt ? <span className="hub-mark">{deliveryLabel(receipt.deliversAt)}</span> : null}
        {receipt.thanks ? <span className="hub-mark">{sent ? 'Thanked you' : 'Thanked'}</span> : null}
        {receipt.voiceRecording ? (
          <span className="hub-mark" title="Has a voice note">
            <MicIcon />
            <span>Voice note</span>
          </span>
        ) : null}
      </span>
      <span className="hub-card-text">{receipt.receiptText || 'No written note'}</span>
      <EditedMark receipt={receipt} />
      <span className="hub-card-meta">
        <span>
          <TagIcon kind="intent" value={receipt.intent} /> {receipt.intent || 'Receipt'}
          {receipt.category ? (
            <>
              {' · '}
              <TagIcon kind="category" value={receipt.category} /> {receipt.category}
            </>
          ) : null}
        </span>
        <time dateTime={receipt.createdAt}>{shortDate(receipt.createdAt)}</time>
      </span>
    </button>
  );
}
