import { selfServiceScope } from '@contract/recent-sign-in';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';

/**
 * A refresh's access token cannot change how the member signs in: Cognito's self-service scope is taken out
 * of it, so the sign-in e-mail, the second step and passkeys change only with a sign-in's own access token,
 * which lasts `limits.stepUpMinutes` (the client's setting). A stolen refresh token, or a session left
 * open, reads the app but cannot add a passkey or an authenticator and so take the account.
 */
export const handler = async (
  event: PreTokenGenerationV2TriggerEvent,
): Promise<PreTokenGenerationV2TriggerEvent> => {
  if (event.triggerSource === 'TokenGeneration_RefreshTokens') {
    event.response = {
      claimsAndScopeOverrideDetails: { accessTokenGeneration: { scopesToSuppress: [selfServiceScope] } },
    };
  }
  return event;
};
