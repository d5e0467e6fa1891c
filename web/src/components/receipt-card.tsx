import { messages } from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { longDate, shortDate } from '@/lib/dates';
import { Avatar } from './avatar';
import { EditedMark, OriginalText } from './edited-mark';
import { TagIcon } from './tag-icons';
import './receipt-card.css';

const quoteOf = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

interface Props {
  receipt: Receipt;
  expanded: boolean;
  onToggle(): void;
  /** Shown only while the receipt has not been edited (the own profile). */
  onEdit?: () => void;
}

/**
 * A receipt as the profile pages show it: badge, quote, author and date; details when expanded. Expanded,
 * the quote grows into the full text instead of repeating it below.
 */
export function ReceiptCard({ receipt, expanded, onToggle, onEdit }: Props) {
  // The server already replaces an anonymous sender with "Anonymous" for everyone but the sender.
  const author = receipt.senderName || 'Anonymous';
  const anonymous = author === 'Anonymous';
  const given = longDate(receipt.createdAt);
  const edited = longDate(receipt.editedAt);
  const detailsId = `receipt-${receipt.id}-details`;
  const text = expanded ? receipt.receiptText : quoteOf(receipt.receiptText);
  return (
    <article className={`receipt-card ${expanded ? 'expanded' : ''}`}>
      <button
        type="button"
        className="receipt-summary"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        <span className="receipt-summary-top">
          <span className="receipt-badge">
            <TagIcon kind="intent" value={receipt.intent} /> {receipt.intent || 'Receipt'}
          </span>
          <EditedMark receipt={receipt} />
        </span>
        <q className={`receipt-quote ${expanded ? 'receipt-quote-full' : ''}`}>{text || 'No written note'}</q>
        <span className="receipt-meta">
          <span>— {author}</span>
          <time dateTime={receipt.createdAt}>{shortDate(receipt.createdAt)}</time>
        </span>
      </button>
      {expanded ? (
        <div id={detailsId} className="receipt-details">
          <OriginalText receipt={receipt} />
          <div className="receipt-detail-row">
            {anonymous ? (
              <span className="avatar avatar-initials receipt-initials" aria-hidden="true">
                ?
              </span>
            ) : (
              <span aria-hidden="true" className="receipt-initials-wrap">
                <Avatar name={author} photoURL={null} size={36} />
              </span>
            )}
            <div>
              <strong>{author}</strong>
              <div className="muted small">
                Relationship: {receipt.relationshipType || messages.notSpecified}
              </div>
            </div>
          </div>
          <div className="chip-row">
            <span className="chip chip-static">
              <TagIcon kind="category" value={receipt.category} /> {receipt.category || 'Other'}
            </span>
            <span className="chip chip-static">
              <TagIcon kind="intent" value={receipt.intent} /> {receipt.intent || 'No intent'}
            </span>
          </div>
          {edited ? <p className="muted small">Edited on {edited}</p> : null}
          <p className="muted small">{given ? `Receipt given on ${given}` : messages.dateNotAvailable}</p>
          {onEdit && !receipt.editedAt ? (
            <button type="button" className="button button-secondary button-small" onClick={onEdit}>
              Edit
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
