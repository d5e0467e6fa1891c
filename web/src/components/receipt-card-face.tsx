import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';
import './receipt-card.css';

interface Props {
  /** Who gave it, as the card says it ("Ada Lovelace", "Someone"). */
  giver: string;
  /** The letter in the giver's circle; "?" for someone who stays anonymous. */
  initial: string;
  /** How the giver knows the recipient, or another short line under the name; nothing when not shown. */
  knows?: string;
  quote: ReactNode;
  /** Category, intent and tags: a key and what the chip says. */
  chips: readonly { key: string; label: ReactNode }[];
  /** The date the receipt was given, when there is one to show. */
  date?: { iso: string; label: string };
  voiceNote?: boolean;
  /** Beside the date: the edited mark. */
  extra?: ReactNode;
}

/** A voice note's microphone, wherever a receipt says it has one. */
export function MicIcon() {
  return (
    <LineIcon box={16} size={13} strokeWidth="1.5">
      <rect x="5.5" y="1.5" width="5" height="8" rx="2.5" />
      <path d="M3 7.5a5 5 0 0 0 10 0M8 12.5v2" />
    </LineIcon>
  );
}

/**
 * What every receipt looks like: the giver, how they know you, the quote, chips, date and voice-note pill,
 * on a card with a perforated top edge. Spans only, so it can sit inside the button that opens a receipt.
 */
export function ReceiptCardFace({ giver, initial, knows, quote, chips, date, voiceNote, extra }: Props) {
  return (
    <>
      <span className="receipt-face-top">
        <span className="initial-circle" aria-hidden="true">
          {initial}
        </span>
        <span className="receipt-face-who">
          <span className="receipt-face-giver">{giver}</span>
          {knows ? <span className="receipt-face-knows">{knows}</span> : null}
        </span>
      </span>
      <span className="receipt-face-quote">{quote}</span>
      {chips.length ? (
        <span className="receipt-face-chips">
          {chips.map((chip) => (
            <span key={chip.key} className="receipt-face-chip">
              {chip.label}
            </span>
          ))}
        </span>
      ) : null}
      {date || voiceNote || extra ? (
        <span className="receipt-face-foot">
          {date ? <time dateTime={date.iso}>{date.label}</time> : null}
          {voiceNote ? (
            <span className="receipt-face-voice">
              <MicIcon /> Voice note
            </span>
          ) : null}
          {extra}
        </span>
      ) : null}
    </>
  );
}
