import { limits } from '@contract/limits';
import type { AddContactRequest, Contact } from '@contract/schemas/contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';
import { meQueryKey } from '@/lib/use-me';

export const contactsQueryKey = ['contacts'] as const;
export const innerCircleQueryKey = ['inner-circle'] as const;

/**
 * The whole address book, every page of it: the tab lists and searches all contacts in the browser.
 * An address book is the people one knows (hundreds at most), so a few pages of 50 are read once.
 */
export function useContacts() {
  return useQuery({
    queryKey: contactsQueryKey,
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
  return useSaveThenRefresh(contactsQueryKey, (body: AddContactRequest) => callApi('addContact', { body }));
}

export function useDeleteContact() {
  return useSaveThenRefresh(contactsQueryKey, (contactId: string) =>
    callApi('deleteContact', { params: { contactId } }),
  );
}

export function useInnerCircle() {
  return useQuery({ queryKey: innerCircleQueryKey, queryFn: () => callApi('listInnerCircle', {}) });
}

function useCircleMutation<T>(mutationFn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: innerCircleQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export const useAddToCircle = () =>
  useCircleMutation((contactId: string) => callApi('addInnerCircleMember', { body: { contactId } }));

export const useRemoveFromCircle = () =>
  useCircleMutation((contactId: string) => callApi('removeInnerCircleMember', { params: { contactId } }));
