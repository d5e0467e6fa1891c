import type { Me } from '@contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

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
      await queryClient.cancelQueries({ queryKey: queryKeys.me.all });
      const previous = queryClient.getQueryData<Me>(queryKeys.me.all);
      if (previous) queryClient.setQueryData<Me>(queryKeys.me.all, apply(previous, next));
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.me.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
  });
}
