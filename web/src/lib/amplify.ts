import type { SiteConfig } from '@contract/site-config';
import { Amplify } from 'aws-amplify';

// The Amplify calls the auth provider needs, in this one module, so the whole SDK loads as one lazy chunk
// (see amplify-loader.ts): the landing page never downloads it.
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

/** Points Amplify Auth at the stage's user pool (or at cognito-local through `userPoolEndpoint`). */
export function configureAmplify(config: SiteConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** cognito-local has no SRP; the user-pool client allows USER_PASSWORD_AUTH over TLS in AWS as well. */
export const authFlowType = 'USER_PASSWORD_AUTH' as const;
