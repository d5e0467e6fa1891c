import * as messages from '@contract/messages';

interface Props {
  /** The form's error: the prompt shows only for harsh words in a named receipt. */
  error: string | null;
  onSendAnyway(): void;
  onRephrase(): void;
}

/**
 * After "This may land harder than you mean": send the words as they are, or go back to them. An anonymous
 * receipt gets only its message (it can't be sent past it), and a slur or a threat gets no way past at all.
 */
export function HarshPrompt({ error, onSendAnyway, onRephrase }: Props) {
  if (error !== messages.receiptTextHarsh) return null;
  return (
    <div className="harsh-prompt">
      <button type="button" className="button" onClick={onRephrase}>
        Rephrase
      </button>
      <button type="button" className="button button-primary" onClick={onSendAnyway}>
        Send anyway
      </button>
    </div>
  );
}
