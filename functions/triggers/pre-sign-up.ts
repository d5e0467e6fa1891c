import type { PreSignUpTriggerEvent } from 'aws-lambda';

/** Confirms new users at once so they can sign in straight after sign-up (e-mail is verified later by code). */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = false;
  return event;
};
