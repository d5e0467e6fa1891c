import type { Me, SharingSettings } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { meQueryKey } from './use-me';

/** Saves at once with an optimistic update; the previous settings come back if the save fails. */
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
