import { limits, usernamePattern } from '@contract/limits';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/** Live availability through the public route, once the username is well-formed (3+ characters). */
export function useUsernameAvailability(username: string): UsernameStatus {
  const normalized = username.trim().toLowerCase();
  const debounced = useDebouncedValue(normalized, 300);
  const checkable = debounced.length >= limits.usernameCheckFrom && usernamePattern.test(debounced);
  const query = useQuery({
    queryKey: queryKeys.usernames.detail(debounced),
    queryFn: () => callApi('checkUsername', { params: { username: debounced } }),
    enabled: checkable,
    staleTime: 5_000,
    retry: 1,
  });
  if (normalized.length < limits.usernameCheckFrom || !usernamePattern.test(normalized)) return 'idle';
  if (debounced !== normalized || query.isFetching || query.isPending) return 'checking';
  if (query.isError) return 'error';
  return query.data?.isAvailable ? 'available' : 'taken';
}
