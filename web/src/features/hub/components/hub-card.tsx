import { type Category, categoryEmoji, defaultIntentEmoji, type Intent, intentEmoji } from '@contract/enums';
import type { Receipt } from '@contract/schemas/receipts';
import { longDate } from '@/lib/dates';

export function HubCard({ receipt, onOpen }: { receipt: Receipt; onOpen(): void }) {
  const sent = receipt.type === 'sent';
  return (
    <button type="button" className="hub-card" onClick={onOpen}>
      <span className={`direction ${sent ? 'direction-sent' : 'direction-received'}`}>
        {sent ? `To ${receipt.recipientName}` : `From ${receipt.senderName}`}
      </span>
      <span className="hub-card-text">{receipt.receiptText || 'No written note'}</span>
      <span className="hub-card-meta">
        <span>
          <span aria-hidden="true">
            {receipt.intent ? intentEmoji[receipt.intent as Intent] : defaultIntentEmoji}
          </span>{' '}
          {receipt.intent || 'Receipt'}
          {receipt.category ? (
            <>
              {' · '}
              <span aria-hidden="true">{categoryEmoji[receipt.category as Category]}</span> {receipt.category}
            </>
          ) : null}
        </span>
        <span>{longDate(receipt.createdAt)}</span>
      </span>
    </button>
  );
}
