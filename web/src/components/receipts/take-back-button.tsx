import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { ConfirmActions } from '@/components/confirm-actions';
import { ConfirmPanel } from '@/components/confirm-panel';
import { MutationError } from '@/components/mutation-error';
import { useToast } from '@/components/toast';
import { useTakeBackReceipt } from '@/lib/take-back-receipt';
import { useFocusOnOpen } from '@/lib/use-focus-on-open';
import './take-back-button.css';

/** On a held anonymous receipt the giver sent: when it delivers, and "Take back" until then. */
export function TakeBackButton({ receipt, onTakenBack }: { receipt: Receipt; onTakenBack(): void }) {
  const [confirming, setConfirming] = useState(false);
  const takeBack = useTakeBackReceipt();
  const { toast } = useToast();
  const cancel = useFocusOnOpen<HTMLButtonElement>(confirming);
  if (!receipt.held) return null;

  if (!confirming)
    return (
      <div className="held-note">
        <p className="muted small">
          {messages.deliversWithinADay}. {messages.heldUntilDelivery}
        </p>
        <button type="button" className="button button-danger-ghost" onClick={() => setConfirming(true)}>
          Take back
        </button>
      </div>
    );
  return (
    <ConfirmPanel
      id={`take-back-${receipt.id}`}
      title="Take back this receipt?"
      description={`${receipt.recipientName} will never see it.`}
    >
      <MutationError mutation={takeBack} fallback={messages.unexpectedError} />
      <ConfirmActions
        cancelRef={cancel}
        cancelLabel="Keep it"
        onCancel={() => setConfirming(false)}
        label="Take back"
        pendingLabel="Taking back…"
        pending={takeBack.isPending}
        change={() => takeBack.mutateAsync(receipt.id)}
        onDone={() => {
          toast({ title: messages.receiptTakenBack });
          onTakenBack();
        }}
      />
    </ConfirmPanel>
  );
}
