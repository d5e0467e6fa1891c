import { callApi } from '@/lib/api-client';

/** Calls until the server says everything is gone: each call does a bounded share of the work. */
export async function deleteMyAccount(confirmUsername: string): Promise<void> {
  for (;;) {
    const { status } = await callApi('deleteAccount', { body: { confirmUsername } });
    if (status === 'deleted') return;
  }
}
