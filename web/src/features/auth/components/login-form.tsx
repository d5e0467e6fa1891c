import { messages } from '@contract/messages';
import { LoginForm as LoginSchema, type LoginForm as LoginValues } from '@contract/schemas/auth';
import { signIn } from 'aws-amplify/auth';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { authFlowType } from '@/lib/amplify';
import { useAuth } from '@/lib/auth';
import { takeReturnTo } from '@/lib/return-to';
import { useContractForm } from '@/lib/use-contract-form';
import { authErrorMessage } from '../auth-errors';

const blank: LoginValues = { email: '', password: '' };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const { field, formState, formError, setFormError, submitWith } = useContractForm(LoginSchema, blank);

  const onSubmit = submitWith(
    async ({ email, password }) => {
      const result = await signIn({
        username: email.trim().toLowerCase(),
        password,
        options: { authFlowType: authFlowType() },
      });
      if (!result.isSignedIn) {
        setFormError(messages.loginFailed);
        return;
      }
      await refresh();
      // Back to the protected page or the share link that asked for log-in, if any.
      const from = (location.state as { from?: string } | null)?.from;
      navigate(takeReturnTo() ?? from ?? '/receipt');
    },
    (error) => authErrorMessage('sign-in', error, messages.loginFailed),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <ErrorBanner message={formError} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="row-end">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <SubmitButton busy={formState.isSubmitting} busyText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="muted center">
        New to Receipts? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
}
