import { whileDeletingAccount } from '@/lib/account-ended';
import { callApi } from '@/lib/api-client';

/**
 * Calls until the server says everything is gone: each call does a bounded share of the work. Other
 * requests of this tab meanwhile answer "This account no longer exists": the caller signs out once done.
 */
export function deleteMyAccount(confirmUsername: string): Promise<void> {
  return whileDeletingAccount(async () => {
    for (;;) {
      const { status } = await callApi('deleteAccount', { body: { confirmUsername } });
      if (status === 'deleted') return;
    }
  });
}
