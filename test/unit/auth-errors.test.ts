import * as messages from '@contract/messages';
import { authErrorMessage } from '../../web/src/lib/auth-errors';

const error = (name: string) => Object.assign(new Error('x'), { name });

describe('authErrorMessage', () => {
  it('reads the same error name by the step it came from', () => {
    // cognito-local answers a wrong password with InvalidPasswordException; at sign-up that name
    // means the new password breaks the policy.
    expect(authErrorMessage('sign-in', error('InvalidPasswordException'), 'f')).toBe(messages.wrongPassword);
    expect(authErrorMessage('sign-up', error('InvalidPasswordException'), 'f')).toBe(
      messages.passwordTooShort,
    );
    expect(authErrorMessage('reset', error('InvalidPasswordException'), 'f')).toBe(messages.passwordTooShort);
    // Cognito's wrong password.
    expect(authErrorMessage('sign-in', error('NotAuthorizedException'), 'f')).toBe(messages.wrongPassword);
    expect(authErrorMessage('sign-in', error('UserNotFoundException'), 'f')).toBe(messages.wrongPassword);
    expect(authErrorMessage('sign-up', error('UsernameExistsException'), 'f')).toBe(messages.emailInUse);
  });
  it('tells a wrong code from an expired one', () => {
    for (const step of ['confirm', 'reset'] as const) {
      expect(authErrorMessage(step, error('CodeMismatchException'), 'f')).toBe(messages.codeWrong);
      expect(authErrorMessage(step, error('ExpiredCodeException'), 'f')).toBe(messages.codeExpired);
    }
  });
  it('maps rate limits at every step and falls back for anything else', () => {
    expect(authErrorMessage('confirm', error('LimitExceededException'), 'f')).toBe(messages.tooManyRequests);
    expect(authErrorMessage('sign-in', error('SomethingNew'), 'fallback')).toBe('fallback');
    expect(authErrorMessage('sign-in', 'not an error', 'fallback')).toBe('fallback');
  });
});
