import type { Me } from '@contract/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Opening the hub clears the top bar's badge. Only when there is something to clear, so an ordinary visit
 * to the hub costs no extra request.
 */
export function useMarkReceiptsSeen(unread: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unread) return;
    queryClient.setQueryData<Me>(queryKeys.me.all, (me) => (me ? { ...me, unreadReceipts: 0 } : me));
    callApi('markReceiptsSeen', { body: {} }).catch(() => {
      // The badge comes back on the next refresh; nothing else depends on it.
    });
  }, [unread, queryClient]);
}
