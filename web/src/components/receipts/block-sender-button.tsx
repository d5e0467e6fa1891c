import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { ConfirmActions } from '@/components/confirm-actions';
import { ConfirmPanel } from '@/components/confirm-panel';
import { MutationError } from '@/components/mutation-error';
import { useToast } from '@/components/toast';
import { useBlockSender } from '@/lib/block-sender';
import { useFocusOnOpen } from '@/lib/use-focus-on-open';

/**
 * "Block sender", confirmed in place inside the receipt's dialog (a second modal on top of it would fight
 * it for focus and outside clicks). For an anonymous receipt it never says who it was.
 */
export function BlockSenderButton({ receipt, onBlocked }: { receipt: Receipt; onBlocked(): void }) {
  const [confirming, setConfirming] = useState(false);
  const block = useBlockSender();
  const { toast } = useToast();
  const cancel = useFocusOnOpen<HTMLButtonElement>(confirming);
  const who = receipt.anonymous ? 'this anonymous sender' : receipt.senderName;

  if (!confirming)
    return (
      <button type="button" className="button button-danger-ghost" onClick={() => setConfirming(true)}>
        {messages.blockSender}
      </button>
    );
  return (
    <ConfirmPanel
      id={`block-${receipt.id}`}
      title={`Block ${who}?`}
      description={receipt.anonymous ? messages.blockAnonymousConfirm : messages.blockSenderConfirm}
    >
      <MutationError mutation={block} fallback={messages.failedToBlock} />
      <ConfirmActions
        cancelRef={cancel}
        onCancel={() => setConfirming(false)}
        label={messages.blockSender}
        pendingLabel="Blocking…"
        pending={block.isPending}
        change={() => block.mutateAsync(receipt.id)}
        onDone={() => {
          toast({ title: messages.senderBlocked, description: 'You can unblock them in Settings.' });
          onBlocked();
        }}
      />
    </ConfirmPanel>
  );
}
