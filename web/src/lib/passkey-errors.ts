import * as messages from '@contract/messages';

/** Amplify's names for a ceremony the browser or the person did not finish. */
const cancelled = new Set([
  'PasskeyAuthenticationCanceled',
  'PasskeyRegistrationCanceled',
  'PasskeyOperationAborted',
]);

/** A clear message for a failed passkey step (Amplify's PasskeyError or Cognito's refusal); else `fallback`. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  if (cancelled.has(name)) return messages.passkeyCancelled;
  if (name === 'PasskeyNotSupported') return messages.passkeyNotSupported;
  if (name === 'PasskeyAlreadyExists') return messages.passkeyAlreadyAdded;
  if (name === 'TooManyRequestsException' || name === 'LimitExceededException')
    return messages.tooManyRequests;
  return fallback;
}
