import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@/components/checkbox';
import { ErrorBanner } from '@/components/error-banner';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import '@/components/shared.css';

/** The address book's contacts who are members: the people a request can be sent to in the app. */
function useMemberContacts() {
  return useQuery({
    queryKey: queryKeys.contacts.list({ of: 'members' }),
    queryFn: async () =>
      (await callApi('listContacts', { query: { limit: limits.pageSizeMax } })).items.flatMap((c) =>
        c.userId ? [{ userId: c.userId, name: c.name || c.username }] : [],
      ),
  });
}

/** Ticks the contacts to send the request to (at most `limits.feedbackRequestRecipientsMax`). */
export function ContactChoice({ chosen, onChange }: { chosen: string[]; onChange(ids: string[]): void }) {
  const contacts = useMemberContacts();
  if (contacts.isPending) return <p className="muted small">Loading your contacts…</p>;
  if (contacts.isError) return <ErrorBanner message={messages.failedToLoadContacts} />;
  if (contacts.data.length === 0)
    return <p className="muted small">No contacts on Receipts yet: share the link instead.</p>;
  const full = chosen.length >= limits.feedbackRequestRecipientsMax;
  return (
    <fieldset className="ask-contacts">
      <legend className="visually-hidden">Contacts to ask</legend>
      {contacts.data.map((contact) => {
        const checked = chosen.includes(contact.userId);
        return (
          <Checkbox
            key={contact.userId}
            checked={checked}
            disabled={full && !checked}
            onChange={() =>
              onChange(checked ? chosen.filter((id) => id !== contact.userId) : [...chosen, contact.userId])
            }
          >
            {contact.name}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
