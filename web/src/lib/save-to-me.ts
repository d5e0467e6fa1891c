import type { Me } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from './use-me';

/**
 * A choice kept on the signed-in user (`GET /me`) saves at once with an optimistic update: the screen shows
 * it before the server answers, and the previous choice comes back if the save fails (SPEC §4).
 */
export function useSaveToMe<Choice>(
  save: (next: Choice) => Promise<unknown>,
  apply: (me: Me, next: Choice) => Me,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (next: Choice) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) queryClient.setQueryData<Me>(meQueryKey, apply(previous, next));
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
