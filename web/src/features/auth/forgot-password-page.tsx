import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { ErrorBanner } from '@/components/error-banner';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { authErrorMessage } from './auth-errors';

/** Request a code by e-mail, then set a new password with it (Cognito's forgot-password flow). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(authErrorMessage('reset', e, fallback));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () => {
    if (!email.trim()) return setError(messages.emailRequired);
    return run(async () => {
      await resetPassword({ username: email.trim().toLowerCase() });
      setStep('confirm');
    }, messages.codeSendFailed);
  };

  const resendCode = () =>
    run(async () => {
      setResent(false);
      await resetPassword({ username: email.trim().toLowerCase() });
      setResent(true);
    }, messages.resendCodeFailed);

  const confirm = () => {
    if (password.length < limits.passwordMin) return setError(messages.passwordTooShort);
    return run(async () => {
      await confirmResetPassword({
        username: email.trim().toLowerCase(),
        confirmationCode: code.trim(),
        newPassword: password,
      });
      navigate('/login', { state: { passwordReset: true } });
    }, messages.resetCodeFailed);
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle={step === 'request' ? 'We will e-mail you a code.' : `Enter the code we sent to ${email}.`}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'request' ? requestCode() : confirm());
        }}
      >
        <ErrorBanner message={error} />
        {step === 'request' ? (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        ) : (
          <>
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint={
                <span className="resend-row">
                  <span role="status">{resent ? `We sent a new code to ${email}.` : 'No code yet?'}</span>
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => void resendCode()}
                  >
                    Resend code
                  </button>
                </span>
              }
            />
            <PasswordField
              label="New password"
              showRule
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {step === 'request'
            ? busy
              ? 'Sending...'
              : 'Send Reset Code'
            : busy
              ? 'Saving...'
              : 'Set New Password'}
        </button>
        <p className="muted center">
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
