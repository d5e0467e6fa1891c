import { messages } from '@contract/messages';

/** Maps Amplify/Cognito error names to clear messages; anything else falls back to the given text. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAuthorizedException':
      return messages.wrongPassword;
    case 'UserNotFoundException':
      return messages.userNotFoundAuth;
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return messages.emailInUse;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return messages.tooManyRequests;
    case 'InvalidPasswordException':
      return messages.passwordTooShort;
    case 'NetworkError':
      return messages.networkError;
    default:
      return fallback;
  }
}
