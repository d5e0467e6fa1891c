import { cardInitialOf } from '@contract/initials';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { longDate, shortDate } from '@/lib/dates';
import { EditedMark, OriginalText } from './edited-mark';
import { ReceiptCardFace } from './receipt-card-face';
import { TagIcon } from './tag-icons';

/** A card's quote: the text, cut at 120 characters. */
export const quoteOf = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

interface Props {
  receipt: Receipt;
  expanded: boolean;
  onToggle(): void;
  /** Shown only while the receipt has not been edited (the own profile). */
  onEdit?: () => void;
}

/** The letter in a card's circle for the other person: "?" for an anonymous sender. */
export const initialOf = (name: string) => cardInitialOf(name, name === 'Anonymous');

/** The chips a receipt's card shows: its category, its intent and its tags (of a receipt being written, too). */
export function chipsOf(receipt: Pick<Receipt, 'category' | 'intent' | 'tags'>) {
  return [
    ...(receipt.category
      ? [
          {
            key: 'category',
            label: (
              <>
                <TagIcon kind="category" value={receipt.category} /> {receipt.category}
              </>
            ),
          },
        ]
      : []),
    ...(receipt.intent
      ? [
          {
            key: 'intent',
            label: (
              <>
                <TagIcon kind="intent" value={receipt.intent} /> {receipt.intent}
              </>
            ),
          },
        ]
      : []),
    ...receipt.tags.map((tag) => ({ key: tag, label: tag })),
  ];
}

/**
 * A receipt as the profile pages and the wall show it (the one card face); details when expanded. Expanded,
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
        <ReceiptCardFace
          giver={anonymous ? 'Someone' : author}
          initial={initialOf(author)}
          knows={receipt.relationshipType || undefined}
          quote={
            <q className={`receipt-quote ${expanded ? 'receipt-quote-full' : ''}`}>
              {text || 'No written note'}
            </q>
          }
          chips={chipsOf(receipt)}
          date={{ iso: receipt.createdAt, label: shortDate(receipt.createdAt) }}
          voiceNote={Boolean(receipt.voiceRecording)}
          extra={<EditedMark receipt={receipt} />}
        />
      </button>
      {expanded ? (
        <div id={detailsId} className="receipt-details">
          <OriginalText receipt={receipt} />
          <p className="small">
            <strong>{author}</strong>
            <span className="muted">
              {' '}
              · Relationship: {receipt.relationshipType || messages.notSpecified}
            </span>
          </p>
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
