import { useQueryClient } from '@tanstack/react-query';
import { confirmUserAttribute, fetchAuthSession, updateUserAttribute } from 'aws-amplify/auth';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Asks Cognito to move the sign-in to `email`: it e-mails that address a code and keeps the old one until then. */
export async function requestSignInEmail(email: string): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
}

/**
 * Enters the code: Cognito moves the sign-in to the new address, the refreshed ID token says so (verified),
 * and the server moves the profile, from that token, and tells the old address.
 */
export function useConfirmSignInEmail() {
  const queryClient = useQueryClient();
  return async (code: string) => {
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
    await fetchAuthSession({ forceRefresh: true });
    await callApi('recordEmailVerification', { body: {} });
    await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
  };
}
