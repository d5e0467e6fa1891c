import { useMutation } from '@tanstack/react-query';
import { sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { confirmEmailCode } from '@/lib/email-code';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

export function useSendVerificationCode() {
  return useMutation({ mutationFn: () => sendUserAttributeVerificationCode({ userAttributeKey: 'email' }) });
}

/** Confirms the code, and refreshes the member's own data once the server has recorded it. */
export function useConfirmEmail() {
  return useSaveThenRefresh(queryKeys.me.all, confirmEmailCode);
}
