import type { Receipt } from '@contract/schemas/receipts';
import { LineIcon } from '@/components/line-icon';
import { longDate } from '@/lib/dates';
import './edited-mark.css';

type Edited = Pick<Receipt, 'recipientName' | 'editedAt' | 'originalText'>;

/** Only the recipient edits a receipt, so an edit is always signed with the recipient's name. */
const editorOf = (receipt: Edited) => receipt.recipientName || 'the recipient';

/**
 * "Edited by {recipient}" wherever an edited text is shown: nothing reads as the sender's words that the
 * sender did not write. Renders nothing for an unedited receipt.
 */
export function EditedMark({ receipt }: { receipt: Edited }) {
  if (!receipt.editedAt) return null;
  const on = longDate(receipt.editedAt);
  return (
    <span className="edited-mark" title={on ? `Edited on ${on}` : undefined}>
      <LineIcon box={16} size={12} strokeWidth="1.6" rounded>
        <path d="M11.5 1.5 14.5 4.5 5 14H2v-3z" />
      </LineIcon>
      Edited by {editorOf(receipt)}
    </span>
  );
}

/**
 * The sender's own words before the edit. The server sends `originalText` only to the two parties, so for
 * anyone else this renders nothing.
 */
export function OriginalText({ receipt }: { receipt: Edited }) {
  if (!receipt.editedAt || receipt.originalText === undefined) return null;
  return (
    <figure className="original-text">
      <figcaption>Original text, before {editorOf(receipt)} edited it</figcaption>
      <blockquote>{receipt.originalText || 'No written note'}</blockquote>
    </figure>
  );
}
