import type { SiteConfig } from '@contract/site-config';
import { Amplify } from 'aws-amplify';

// The Amplify calls the auth provider needs, in this one module, so the whole SDK loads as one lazy chunk
// (see amplify-loader.ts): the landing page never downloads it.
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

let signInConfig: Pick<SiteConfig, 'authFlowType' | 'totpMfa'> | null = null;

/** Points Amplify Auth at the stage's user pool (or at cognito-local through `userPoolEndpoint`). */
export function configureAmplify(config: SiteConfig): void {
  signInConfig = { authFlowType: config.authFlowType, totpMfa: config.totpMfa };
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

function configured() {
  if (!signInConfig) throw new Error('Amplify is not configured yet');
  return signInConfig;
}

/** The flow `/config.json` names: SRP in AWS, the password flow only against cognito-local (no SRP there). */
export const authFlowType = (): SiteConfig['authFlowType'] => configured().authFlowType;

/** Whether settings offer an authenticator app (TOTP): Cognito in AWS does, cognito-local cannot. */
export const offersTotp = (): boolean => configured().totpMfa;
