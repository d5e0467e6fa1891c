import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { useEffect, useState } from 'react';
import { MutationError } from '@/components/mutation-error';
import { useReflection, useSaveReflection } from '@/lib/reflections';
import { RemoveReflectionButton } from './remove-reflection-button';
import './reflection-panel.css';

/** "What I'll try next": the recipient's private note on a received receipt. Nobody else ever sees it. */
export function ReflectionPanel({ receiptId }: { receiptId: string }) {
  const reflection = useReflection(receiptId);
  const save = useSaveReflection(receiptId);
  const [text, setText] = useState('');
  const saved = reflection.data?.text ?? '';
  useEffect(() => setText(saved), [saved]);
  const id = `reflection-${receiptId}`;
  return (
    <div className="reflection-panel">
      <label htmlFor={id} className="strong">
        What I'll try next
      </label>
      <p className="muted small" id={`${id}-note`}>
        Private: only you see this, in your journal.
      </p>
      <textarea
        id={id}
        className="text-input"
        aria-describedby={`${id}-note`}
        value={text}
        maxLength={limits.reflectionMax}
        rows={3}
        disabled={reflection.isPending}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="reflection-actions">
        <span className="muted small">
          {text.length}/{limits.reflectionMax} characters
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={save.isPending || !text.trim() || text === saved}
          onClick={() => save.mutate(text.trim())}
        >
          {save.isPending ? 'Saving…' : saved ? 'Save changes' : 'Save reflection'}
        </button>
        {saved ? <RemoveReflectionButton receiptId={receiptId} /> : null}
      </div>
      <MutationError mutation={save} fallback={messages.reflectionNotSaved} />
    </div>
  );
}
