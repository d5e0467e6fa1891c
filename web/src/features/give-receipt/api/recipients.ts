import { initialOf } from '@contract/initials';
import { isUsernamePrefix, limits } from '@contract/limits';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface Recipient {
  id: string;
  name: string;
  username: string;
  initial: string;
}

const byId = (list: Recipient[]) => [...new Map(list.map((r) => [r.id, r])).values()];

/** People the user recently gave receipts to, and address-book contacts who are on Receipts. */
function usePreferredRecipients() {
  return useQuery({
    queryKey: queryKeys.profiles.list({ of: 'recent-recipients' }),
    queryFn: async (): Promise<Recipient[]> => {
      const [sent, contacts] = await Promise.all([
        callApi('listReceipts', { query: { box: 'sent', limit: limits.pageSizeMax } }),
        callApi('listContacts', { query: { limit: limits.pageSizeMax } }),
      ]);
      return byId([
        ...sent.items.map((r) => ({
          id: r.recipientId,
          name: r.recipientName,
          username: r.recipientUsername,
          initial: initialOf(r.recipientName, r.recipientUsername),
        })),
        ...contacts.items
          .filter((c) => c.userId)
          .map((c) => ({
            id: c.userId!,
            name: c.name,
            username: c.username,
            initial: initialOf(c.name, c.username),
          })),
      ]);
    },
  });
}

/** The people to offer first: those the user gave to, then their contacts on Receipts. */
export function useRecentRecipients() {
  const preferred = usePreferredRecipients();
  return {
    recipients: preferred.data ?? [],
    isPending: preferred.isPending,
    isError: preferred.isError,
    retry: () => void preferred.refetch(),
  };
}

/** The server-side username search behind the Find button (prefix match, top 5). */
export function useFindRecipients(term: string) {
  return useQuery({
    queryKey: queryKeys.profiles.list({ of: 'recipient-search', term }),
    queryFn: async () =>
      (await callApi('searchUsers', { query: { q: term } })).items.map((u) => ({
        id: u.id,
        name: u.fullName,
        username: u.username,
        initial: initialOf(u.fullName, u.username),
      })),
    enabled: isUsernamePrefix(term),
  });
}
