import type { NotificationSettings } from '@contract/schemas/notifications';
import type { Me } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

/** Saves at once with an optimistic update; the previous choice comes back if the save fails. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => callApi('putNotificationSettings', { body }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) queryClient.setQueryData<Me>(meQueryKey, { ...previous, notifications: next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
