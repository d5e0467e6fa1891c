import { type ReactNode, useId, useState } from 'react';

/**
 * Once someone is chosen, the search folds away behind "Change recipient" so the composer comes first; the
 * button opens it again. The page keys this by the chosen person, so choosing someone folds it again.
 */
export function ChangeRecipient({ children }: { children: ReactNode }) {
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
        {open ? children : null}
      </div>
    </div>
  );
}
