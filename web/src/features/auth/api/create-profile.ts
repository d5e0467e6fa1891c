import type { PutProfileRequest } from '@contract/schemas/profile';
import { importAgain } from '@/lib/import-again';

/**
 * The first `PUT /me/profile` after sign-up creates the profile and claims the username. The API client
 * loads when the form is sent: the sign-up page takes input before it arrives.
 */
export async function createProfile(body: PutProfileRequest) {
  const { callApi } = await importAgain(() => import('@/lib/api-client'));
  return callApi('putProfile', { body });
}
