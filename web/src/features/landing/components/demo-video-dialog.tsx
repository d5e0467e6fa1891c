import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/close-icon';
import { DemoPlayer } from '@/components/demo-player';
import { demoVideoLength } from '@/lib/marketing';

/**
 * The demo video in a modal <dialog>: the browser makes the rest of the page inert, moves focus in and
 * closes it on Escape; focus goes back to the button that opened it.
 */
export function DemoVideoDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape is the dialog's own.
    <dialog
      ref={dialog}
      className="demo-dialog"
      aria-labelledby="demo-dialog-title"
      aria-describedby="demo-dialog-description"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="demo-dialog-body">
        <div className="demo-dialog-header">
          <h2 id="demo-dialog-title">Watch the demo</h2>
          <button type="button" className="icon-button" aria-label="Close demo video" onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </div>
        <p id="demo-dialog-description" className="muted demo-dialog-description">
          A {demoVideoLength.adjective} tour of Receipts: create your profile, share your link and collect
          your first Receipts.
        </p>
        {open ? <DemoPlayer /> : null}
      </div>
    </dialog>
  );
}
