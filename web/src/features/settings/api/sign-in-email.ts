import { useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession, updateUserAttribute } from 'aws-amplify/auth';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { confirmEmailCode } from '@/lib/email-code';
import { queryKeys } from '@/lib/query-keys';

/** Asks Cognito to move the sign-in to `email`: it e-mails that address a code and keeps the old one until then. */
export async function requestSignInEmail(email: string): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
}

/**
 * When the sign-in e-mail changed but the profile did not follow (the call after the code failed, or the code
 * was entered elsewhere), the verified token's address is recorded now; the server takes it only from a token
 * issued after the profile's last change. Nothing to do otherwise, and a refusal changes nothing.
 */
export function useCatchUpSignInEmail(current: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!current) return;
    let live = true;
    fetchAuthSession()
      .then(async ({ tokens }) => {
        const claims = tokens?.idToken?.payload;
        const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
        if (!live || !email || claims?.email_verified !== true || email === current.toLowerCase()) return;
        await callApi('recordEmailVerification', { body: {} });
        await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [current, queryClient]);
}

/**
 * Enters the code: Cognito moves the sign-in to the new address, the refreshed ID token says so (verified),
 * and the server moves the profile, from that token, and tells the old address.
 */
export function useConfirmSignInEmail() {
  const queryClient = useQueryClient();
  return async (code: string) => {
    await confirmEmailCode(code);
    await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
  };
}
