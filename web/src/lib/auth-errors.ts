import * as messages from '@contract/messages';

/** Where an auth error came from: the same error name means different things at different steps. */
export type AuthStep = 'sign-in' | 'sign-up' | 'confirm' | 'reset';

/** Error names both Cognito and cognito-local use, whatever the step. */
const anyStep: Record<string, string> = {
  TooManyRequestsException: messages.tooManyRequests,
  LimitExceededException: messages.tooManyRequests,
  TooManyFailedAttemptsException: messages.tooManyRequests,
  CodeDeliveryFailureException: messages.codeSendFailed,
  NetworkError: messages.networkError,
};

const byStep: Record<AuthStep, Record<string, string>> = {
  // Cognito says NotAuthorizedException for a wrong password (and, to hide who has an account, for an
  // unknown e-mail); cognito-local says InvalidPasswordException or UserNotFoundException.
  'sign-in': {
    NotAuthorizedException: messages.wrongPassword,
    InvalidPasswordException: messages.wrongPassword,
    UserNotFoundException: messages.wrongPassword,
    UserNotConfirmedException: messages.emailNotConfirmed,
    PasswordResetRequiredException: messages.passwordResetRequired,
  },
  'sign-up': {
    UsernameExistsException: messages.emailInUse,
    AliasExistsException: messages.emailInUse,
    InvalidPasswordException: messages.passwordTooShort,
  },
  confirm: {
    CodeMismatchException: messages.codeWrong,
    ExpiredCodeException: messages.codeExpired,
    // cognito-local answers a code for an attribute with no pending code this way.
    NotAuthorizedException: messages.codeExpired,
  },
  reset: {
    CodeMismatchException: messages.codeWrong,
    ExpiredCodeException: messages.codeExpired,
    InvalidPasswordException: messages.passwordTooShort,
    UserNotFoundException: messages.userNotFoundAuth,
  },
};

/** A clear message for an Amplify/Cognito error at the given step; anything else gives `fallback`. */
export function authErrorMessage(step: AuthStep, error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  return byStep[step][name] ?? anyStep[name] ?? fallback;
}
