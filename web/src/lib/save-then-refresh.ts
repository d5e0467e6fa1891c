import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A save after which what it changed (the profile, a list) is read again from the server. */
export function useSaveThenRefresh<Input, Output>(
  refresh: QueryKey,
  save: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
