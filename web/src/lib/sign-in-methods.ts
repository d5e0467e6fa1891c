import { importAgain } from './import-again';

/**
 * Asks the server to read the member's passkeys and two-step sign-in from Cognito, with their access token
 * (no admin call lists passkeys), and to e-mail them what changed: after each change, and on each visit to
 * settings (a change made elsewhere, or a report that failed). A failed report is not the member's concern:
 * the next one tells the same change. Amplify and the API client load here, not with the caller's page.
 */
export async function reportSignInMethods(): Promise<void> {
  try {
    const [{ fetchAuthSession }, { callApi }] = await Promise.all([
      importAgain(() => import('aws-amplify/auth')),
      importAgain(() => import('./api-client')),
    ]);
    const { tokens } = await fetchAuthSession();
    const accessToken = tokens?.accessToken?.toString();
    if (accessToken) await callApi('recordSignInMethods', { body: { accessToken } });
  } catch {
    // Reported again on the next visit to settings.
  }
}
