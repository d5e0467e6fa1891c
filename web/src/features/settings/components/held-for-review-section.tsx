import * as messages from '@contract/messages';
import { ErrorBanner } from '@/components/error-banner';
import { LoadMoreButton } from '@/components/load-more-button';
import { SettingSwitch } from '@/components/setting-switch';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { shortDate } from '@/lib/dates';
import { useSaveSharingSettings } from '@/lib/sharing-settings';
import { useAcceptHeldReceipt, useHeldForReview } from '../api/held-for-review';
import { SavedChoicesSection } from './saved-choices-section';

/** What waits for the member's review, each with "Let it in". */
function HeldList() {
  const held = useHeldForReview();
  const accept = useAcceptHeldReceipt();
  const { toast } = useToast();
  const items = held.data?.pages.flatMap((p) => p.items) ?? [];
  if (held.isPending) return <Spinner label="Loading receipts held for review" />;
  if (held.isError) return <ErrorBanner message={held.error.message} />;
  if (!items.length) return <p className="muted">{messages.heldForReviewEmpty}</p>;
  return (
    <>
      <ul className="blocked-list">
        {items.map((r) => (
          <li key={r.id} className="blocked-row">
            <span>
              <q>{r.receiptText}</q>{' '}
              <span className="muted small">
                — {r.senderName}, {shortDate(r.createdAt)}
              </span>
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={accept.isPending && accept.variables === r.id}
              aria-label={`Let it in: receipt from ${r.senderName}`}
              onClick={() =>
                accept.mutate(r.id, {
                  onSuccess: () => toast({ title: messages.heldReceiptAccepted }),
                  onError: (error) => toast({ title: 'Not moved', description: error.message }),
                })
              }
            >
              Let it in
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={held} />
    </>
  );
}

/** The member's choice to review flagged receipts first, and what is waiting. */
export function HeldForReviewSection() {
  const saveSharing = useSaveSharingSettings();
  return (
    <SavedChoicesSection
      id="held-for-review"
      title="Held for review"
      description="Receipts that may land harder than meant can wait for you to choose when to read them."
      notSavedTitle="Setting not saved"
    >
      {({ sharingSettings }, notSaved) => (
        <>
          <ul className="toggle-list">
            <SettingSwitch
              id="settings-hold-flagged"
              label={messages.holdFlaggedLabel}
              description={messages.holdFlaggedDescription}
              checked={sharingSettings.holdFlagged}
              onChange={(holdFlagged) =>
                saveSharing.mutate({ ...sharingSettings, holdFlagged }, { onError: notSaved })
              }
            />
          </ul>
          <HeldList />
        </>
      )}
    </SavedChoicesSection>
  );
}
