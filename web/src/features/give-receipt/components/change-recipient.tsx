import { useId, useState } from 'react';
import type { Recipient } from '../api/recipients';
import { RecipientPicker } from './recipient-picker';

/**
 * Once someone is chosen, the search folds away behind "Change recipient" so the composer comes first; the
 * button opens it again, and choosing someone (the same person too) folds it again.
 */
export function ChangeRecipient({
  selectedId,
  onSelect,
}: {
  selectedId: string;
  onSelect(r: Recipient): void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="change-recipient">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        Change recipient
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <RecipientPicker
            selectedId={selectedId}
            onSelect={(recipient) => {
              setOpen(false);
              onSelect(recipient);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
