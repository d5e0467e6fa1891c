import { confirmUserAttribute, fetchAuthSession } from 'aws-amplify/auth';
import { callApi } from './api-client';

/**
 * Confirms the code Cognito e-mailed with Cognito, refreshes the tokens so the ID token says the address is
 * verified, then lets the server record it from that token: the member's own address verified (profile
 * setup), or a changed sign-in e-mail moved to (settings; the server tells the old address).
 */
export async function confirmEmailCode(code: string) {
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
  await fetchAuthSession({ forceRefresh: true });
  return callApi('recordEmailVerification', { body: {} });
}
