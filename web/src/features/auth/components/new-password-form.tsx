import * as messages from '@contract/messages';
import type { PasswordResetForm as ResetValues } from '@contract/schemas/auth';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { loadAmplify } from '@/lib/amplify-loader';
import { authErrorMessage } from '@/lib/auth-errors';
import { importAgain } from '@/lib/import-again';
import { useContractForm } from '@/lib/use-contract-form';
import { passwordResetSchema } from '../schemas';
import { BackToSignIn } from './back-to-sign-in';

const blank: ResetValues = { code: '', password: '' };

/** Forgot password, second step: the e-mailed code and a new password; the code can be sent again. */
export function NewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const { field, formState, formError, setFocus, setFormError, submitWith } = useContractForm(
    passwordResetSchema,
    blank,
  );
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const busy = formState.isSubmitting || resending;
  // The e-mail step's button is gone: carry on where the code goes.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = submitWith(
    async ({ code, password }) => {
      await loadAmplify();
      const { confirmResetPassword } = await importAgain(() => import('aws-amplify/auth'));
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
      navigate('/login', { state: { passwordReset: true } });
    },
    (error) => authErrorMessage('reset', error, messages.resetCodeFailed),
  );

  const resendCode = async () => {
    setFormError(null);
    setResent(false);
    setResending(true);
    try {
      await loadAmplify();
      const { resetPassword } = await importAgain(() => import('aws-amplify/auth'));
      await resetPassword({ username: email });
      setResent(true);
    } catch (error) {
      setFormError(authErrorMessage('reset', error, messages.resendCodeFailed));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <ErrorBanner message={formError} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...field('code')}
        hint={
          <span className="resend-row">
            <span role="status">{resent ? `We sent a new code to ${email}.` : 'No code yet?'}</span>
            <button type="button" className="link-button" disabled={busy} onClick={() => void resendCode()}>
              Resend code
            </button>
          </span>
        }
      />
      <PasswordField label="New password" showRule autoComplete="new-password" {...field('password')} />
      <SubmitButton busy={formState.isSubmitting} busyText="Saving..." disabled={resending}>
        Set New Password
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}
