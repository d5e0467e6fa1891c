import { limits } from '@contract/limits';
import type { AddContactRequest, Contact } from '@contract/schemas/contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

const addressBookKey = queryKeys.contacts.list({ of: 'address-book' });
const innerCircleKey = queryKeys.contacts.list({ of: 'inner-circle' });

/**
 * The whole address book, every page of it: the tab lists and searches all contacts in the browser.
 * An address book is the people one knows (hundreds at most), so a few pages of 50 are read once.
 */
export function useContacts() {
  return useQuery({
    queryKey: addressBookKey,
    queryFn: async () => {
      const items: Contact[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Contact[]; cursor: string | null } = await callApi('listContacts', {
          query: { limit: limits.pageSizeMax, ...(cursor ? { cursor } : {}) },
        });
        items.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      return { items, cursor: null };
    },
  });
}

export function useAddContact() {
  return useSaveThenRefresh(addressBookKey, (body: AddContactRequest) => callApi('addContact', { body }));
}

/**
 * A deleted contact leaves the inner circle too (the server removes it there): both lists and the circle's
 * count on the profile are read again, so the tab's n/5 and the Circle buttons follow at once.
 */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => callApi('deleteContact', { params: { contactId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]),
  });
}

export function useInnerCircle() {
  return useQuery({
    queryKey: innerCircleKey,
    queryFn: () => callApi('listInnerCircle', {}),
  });
}

function useCircleMutation<T>(mutationFn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: innerCircleKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]),
  });
}

export const useAddToCircle = () =>
  useCircleMutation((contactId: string) => callApi('addInnerCircleMember', { body: { contactId } }));

export const useRemoveFromCircle = () =>
  useCircleMutation((contactId: string) => callApi('removeInnerCircleMember', { params: { contactId } }));
