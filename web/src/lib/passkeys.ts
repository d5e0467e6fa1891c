import * as messages from '@contract/messages';
import { signIn } from 'aws-amplify/auth';

/**
 * Signs `email` in with a passkey: Cognito's USER_AUTH flow with WEB_AUTHN preferred (Amplify asks the
 * browser for the passkey). `no-passkey` when the member has none here (Cognito then offers the other ways
 * in, and says the same of an unknown address).
 */
export async function signInWithPasskey(email: string): Promise<'signed-in' | 'no-passkey'> {
  const result = await signIn({
    username: email.trim().toLowerCase(),
    options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
  });
  if (result.isSignedIn) return 'signed-in';
  if (result.nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') return 'no-passkey';
  throw new Error(messages.passkeySignInFailed);
}
