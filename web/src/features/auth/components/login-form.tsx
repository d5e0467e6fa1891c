import * as messages from '@contract/messages';
import type { LoginForm as LoginValues } from '@contract/schemas/auth';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { loadAmplify } from '@/lib/amplify-loader';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { importAgain } from '@/lib/import-again';
import { takeReturnTo } from '@/lib/return-to';
import { useContractForm } from '@/lib/use-contract-form';
import { loginSchema } from '../schemas';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TotpSignInStep } from './totp-sign-in-step';

const blank: LoginValues = { email: '', password: '' };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const { field, formState, formError, setFormError, submitWith, trigger, getValues } = useContractForm(
    loginSchema,
    blank,
  );
  const [askingForTotp, setAskingForTotp] = useState(false);

  const finish = async () => {
    await refresh();
    // Back to the protected page or the share link that asked for log-in, if any.
    const from = (location.state as { from?: string } | null)?.from;
    navigate(takeReturnTo() ?? from ?? '/receipt');
  };

  const onSubmit = submitWith(
    async ({ email, password }) => {
      // The form renders before Amplify: its download started with the page, and is awaited only here.
      const { authFlowType } = await loadAmplify();
      const { signIn } = await importAgain(() => import('aws-amplify/auth'));
      const result = await signIn({
        username: email.trim().toLowerCase(),
        password,
        options: { authFlowType: authFlowType() },
      });
      // A member who set up an authenticator app (settings) is asked for its code next.
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
        setAskingForTotp(true);
        return;
      }
      if (!result.isSignedIn) {
        setFormError(messages.loginFailed);
        return;
      }
      await finish();
    },
    (error) => authErrorMessage('sign-in', error, messages.loginFailed),
  );

  if (askingForTotp) return <TotpSignInStep onSignedIn={finish} />;
  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <ErrorBanner message={formError} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="row-end">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <SubmitButton busy={formState.isSubmitting} busyText="Signing in...">
        {messages.signIn}
      </SubmitButton>
      <PasskeySignInButton
        email={async () => ((await trigger('email', { shouldFocus: true })) ? getValues('email') : null)}
        onSignedIn={finish}
        onProblem={setFormError}
      />
      <p className="muted center">
        New to Receipts? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
}
