import * as messages from '@contract/messages';
import { useState } from 'react';
import { ConfirmActions } from '@/components/confirm-actions';
import { ConfirmPanel } from '@/components/confirm-panel';
import { MutationError } from '@/components/mutation-error';
import { useRemoveReflection } from '@/lib/reflections';
import { useFocusOnOpen } from '@/lib/use-focus-on-open';

/** "Remove" on a saved reflection, confirmed in place: the note is gone for good. */
export function RemoveReflectionButton({ receiptId }: { receiptId: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveReflection(receiptId);
  const cancel = useFocusOnOpen<HTMLButtonElement>(confirming);
  if (!confirming)
    return (
      <button type="button" className="button button-danger-ghost" onClick={() => setConfirming(true)}>
        Remove
      </button>
    );
  return (
    <ConfirmPanel
      id={`remove-reflection-${receiptId}`}
      title="Remove this reflection?"
      description="It leaves your journal, and can't be brought back."
    >
      <MutationError mutation={remove} fallback={messages.reflectionNotRemoved} />
      <ConfirmActions
        cancelRef={cancel}
        cancelLabel="Keep it"
        onCancel={() => setConfirming(false)}
        label="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        change={() => remove.mutateAsync()}
        onDone={() => setConfirming(false)}
      />
    </ConfirmPanel>
  );
}
