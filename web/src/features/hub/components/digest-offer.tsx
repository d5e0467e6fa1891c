import * as messages from '@contract/messages';
import { useToast } from '@/components/toast';
import { useSaveNotificationSettings } from '@/lib/save-notification-settings';
import { useMe } from '@/lib/use-me';

/**
 * The weekly digest, offered once: after the member's first received receipt, until they take it or say no
 * thanks. The answer is kept on the server (`digestOffered`), so it is not offered again on another device.
 * One compact row, shown after the first three receipts (`HubFeed`), never above them.
 */
export function DigestOffer() {
  const me = useMe();
  const save = useSaveNotificationSettings();
  const { toast } = useToast();
  const settings = me.data?.notifications;
  if (!me.data || !settings || me.data.counters.received < 1 || settings.digestOffered || settings.digest) {
    return null;
  }
  return (
    <section className="card digest-offer" aria-labelledby="digest-offer-title">
      <div className="digest-offer-words">
        <h2 id="digest-offer-title">{messages.digestOfferTitle}</h2>
        <p className="muted small">{messages.digestOfferText}</p>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            save.mutate({ digest: true }, { onSuccess: () => toast({ title: messages.digestOfferAccepted }) })
          }
        >
          {messages.digestOfferAccept}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => save.mutate({ digestOffered: true })}
        >
          {messages.digestOfferDecline}
        </button>
      </div>
    </section>
  );
}
