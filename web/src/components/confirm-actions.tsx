import type { Ref } from 'react';

interface Props {
  cancelRef: Ref<HTMLButtonElement>;
  cancelLabel?: string;
  onCancel(): void;
  /** The confirming button's words, and its words while the change is on its way. */
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** The change; when it fails, the panel's MutationError says why and nothing else happens. */
  change(): Promise<unknown>;
  onDone(): void;
}

/** A ConfirmPanel's two buttons: Cancel, and the (destructive) change, run once per press. */
export function ConfirmActions({
  cancelRef,
  cancelLabel = 'Cancel',
  onCancel,
  label,
  pendingLabel,
  pending,
  change,
  onDone,
}: Props) {
  return (
    <div className="button-row end">
      <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className="button button-danger"
        disabled={pending}
        onClick={async () => {
          try {
            await change();
          } catch {
            return;
          }
          onDone();
        }}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
