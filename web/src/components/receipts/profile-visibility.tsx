import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { MutationError } from '@/components/mutation-error';
import { useToast } from '@/components/toast';
import { useReceiptVisibility } from '@/lib/receipt-visibility';

/** For a received receipt: whether it shows on the recipient's public profile, and the switch. */
export function ProfileVisibility({ receipt }: { receipt: Receipt }) {
  const visibility = useReceiptVisibility();
  const { toast } = useToast();
  const hidden = Boolean(receipt.hiddenAt);
  const change = () =>
    visibility.mutate(
      { receiptId: receipt.id, hidden: !hidden },
      {
        onSuccess: () => toast({ title: hidden ? messages.receiptShownAgain : messages.receiptHidden }),
      },
    );
  return (
    <div className="profile-visibility">
      <p className="muted small" id={`visibility-${receipt.id}`}>
        {hidden ? messages.receiptHidden : 'Shown on your public profile when its category is public.'}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={change}
        disabled={visibility.isPending}
        aria-describedby={`visibility-${receipt.id}`}
      >
        {visibility.isPending ? 'Saving…' : hidden ? messages.showOnProfileAgain : messages.hideFromProfile}
      </button>
      <MutationError mutation={visibility} fallback={messages.failedToChangeVisibility} />
    </div>
  );
}
