import { useMutation } from '@tanstack/react-query';
import { confirmUserAttribute, fetchAuthSession, sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

export function useSendVerificationCode() {
  return useMutation({ mutationFn: () => sendUserAttributeVerificationCode({ userAttributeKey: 'email' }) });
}

/**
 * Confirms the code with Cognito, refreshes the tokens so the ID token says `email_verified`, then lets the
 * server record it from that token.
 */
export function useConfirmEmail() {
  return useSaveThenRefresh(queryKeys.me.all, async (code: string) => {
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
    await fetchAuthSession({ forceRefresh: true });
    return callApi('recordEmailVerification', { body: {} });
  });
}
