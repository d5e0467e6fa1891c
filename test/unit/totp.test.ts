import * as messages from '@contract/messages';
import { TotpCodeForm } from '@contract/schemas/auth';
import { groupedSecret, totpErrorMessage } from '../../web/src/lib/totp';

const named = (name: string) => Object.assign(new Error('refused'), { name });

describe('TOTP pieces (cognito-local has no TOTP: these are tested here, the pool in test/infra)', () => {
  it('takes a 6-digit code, dropping the spaces some apps show, and refuses anything else', () => {
    expect(TotpCodeForm.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    for (const code of ['', '12345', '1234567', 'abcdef', '12-456'])
      expect(TotpCodeForm.safeParse({ code }).error?.issues[0]?.message).toBe(messages.totpCodeInvalid);
  });

  it('tells a wrong code (at sign-in or at set-up) from an expired sign-in, and falls back otherwise', () => {
    expect(totpErrorMessage(named('CodeMismatchException'), 'x')).toBe(messages.totpCodeWrong);
    expect(totpErrorMessage(named('EnableSoftwareTokenMFAException'), 'x')).toBe(messages.totpCodeWrong);
    expect(totpErrorMessage(named('NotAuthorizedException'), 'x')).toBe(messages.totpSessionExpired);
    expect(totpErrorMessage(named('NetworkError'), 'fallback')).toBe('fallback');
    expect(totpErrorMessage('not an error', 'fallback')).toBe('fallback');
  });

  it('shows the secret in groups of four for typing by hand', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOPQ')).toBe('ABCD EFGH IJKL MNOP Q');
    expect(groupedSecret('ABCD')).toBe('ABCD');
  });
});
