import '@contract/schemas/app-wording';
import { SignUpNames } from '@contract/schemas/auth';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Confirms new users at once so they can sign in straight after sign-up (e-mail is verified later by code).
 * Sign-ups that come through Cognito's own API rather than the site meet the form's rules for names here:
 * Cognito takes any 2,048 characters, and the pool's names cannot be changed afterwards (immutable).
 * A refusal reaches the caller as Cognito's UserLambdaValidationException with the rule's message.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const { given_name: firstName = '', family_name: lastName = '' } = event.request.userAttributes ?? {};
  const names = SignUpNames.safeParse({ firstName, lastName });
  if (!names.success) throw new Error(names.error.issues[0]?.message);
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = false;
  return event;
};
