import { isUsernamePrefix } from '@contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useDebouncedValue } from './use-debounced-value';

/** Live suggestions from 1 character on; a leading @ is ignored. */
export function useUserSuggestions(text: string) {
  const term = useDebouncedValue(text.trim().replace(/^@/, '').toLowerCase(), 200);
  return useQuery({
    queryKey: queryKeys.profiles.list({ of: 'suggestions', term }),
    queryFn: () => callApi('searchUsers', { query: { q: term } }),
    enabled: isUsernamePrefix(term),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
