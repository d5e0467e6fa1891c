import type { PutProfileRequest } from '@contract/schemas/profile';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The first `PUT /me/profile` after sign-up creates the profile and claims the username. */
export function useCreateProfile() {
  return useMutation({
    mutationFn: (body: PutProfileRequest) => callApi('putProfile', { body }),
  });
}
