import type { ThanksRequest } from '@contract/schemas/receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { updateHubReceipt } from './receipt-list-cache';

/** The recipient's thank-you on a receipt; the hub's cached lists take the server's answer. */
export function useThankForReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, thanks }: { receiptId: string; thanks: ThanksRequest }) =>
      callApi('thankForReceipt', { params: { receiptId }, body: thanks }),
    onSuccess: (updated) => updateHubReceipt(queryClient, updated.id, () => updated),
  });
}
