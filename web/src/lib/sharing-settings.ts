import type { Me, SharingSettings } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { meQueryKey } from './use-me';

/**
 * Sharing settings (profile setup and settings) save at once with an optimistic update; the previous
 * settings come back if the save fails (SPEC §4).
 */
export function useSaveSharingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharingSettings) => callApi('putSharingSettings', { body }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) queryClient.setQueryData<Me>(meQueryKey, { ...previous, sharingSettings: next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** The three sharing toggles (SPEC §2, Sharing Settings), as profile setup and settings show them. */
export const sharingToggles: { key: keyof SharingSettings; label: string; description: string }[] = [
  { key: 'goals', label: 'Share goals', description: 'Show your goal tags on your public profile.' },
  { key: 'receipts', label: 'Share Receipts', description: 'Show Receipts in your public categories.' },
  { key: 'bio', label: 'Share bio', description: 'Show your short bio on your public profile.' },
  {
    key: 'signedOutVisitors',
    label: 'Open profile link',
    description: 'Let anyone with your profile link see your public profile without signing in.',
  },
];
