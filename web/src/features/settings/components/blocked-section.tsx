import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { BlockedSender } from '@contract/schemas/blocks';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { longDate } from '@/lib/dates';
import { useBlockedPeople, useUnblock } from '../api/blocked-people';
import { SettingsSection } from './settings-section';

const labelOf = (b: BlockedSender) => {
  const date = longDate(b.blockedAt) ?? '';
  return b.anonymous || !b.name
    ? format(messages.anonymousSenderBlocked, { date })
    : format(messages.namedSenderBlocked, { name: b.name, date });
};

/** Everyone the user blocked, with Unblock. Anonymous senders stay anonymous here too. */
export function BlockedSection() {
  const blocked = useBlockedPeople();
  const unblock = useUnblock();
  const { toast } = useToast();
  const items = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <SettingsSection
      id="blocked"
      title="Blocked people"
      description="People you blocked can't give you receipts or find you in search. They aren't told."
    >
      {blocked.isPending ? (
        <Spinner label="Loading blocked people" />
      ) : blocked.isError ? (
        <p role="alert" className="error-banner">
          {blocked.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="muted">{messages.noBlockedPeople}</p>
      ) : (
        <ul className="blocked-list">
          {items.map((b) => (
            <li key={b.id} className="blocked-row">
              <span>{labelOf(b)}</span>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={unblock.isPending && unblock.variables === b.id}
                aria-label={`Unblock: ${labelOf(b)}`}
                onClick={() =>
                  unblock.mutate(b.id, {
                    onSuccess: () => toast({ title: messages.unblocked }),
                    onError: (error) => toast({ title: 'Not unblocked', description: error.message }),
                  })
                }
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={blocked} />
    </SettingsSection>
  );
}
