import { messages } from '@contract/messages';
import { LoginForm as LoginSchema, type LoginForm as LoginValues } from '@contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'aws-amplify/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { authFlowType } from '@/lib/amplify';
import { useAuth } from '@/lib/auth';
import { takeReturnTo } from '@/lib/return-to';
import { authErrorMessage } from '../auth-errors';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const result = await signIn({
        username: email.trim().toLowerCase(),
        password,
        options: { authFlowType },
      });
      if (!result.isSignedIn) {
        setFormError(messages.loginFailed);
        return;
      }
      await refresh();
      // Back to the protected page or the share link that asked for log-in, if any.
      const from = (location.state as { from?: string } | null)?.from;
      navigate(takeReturnTo() ?? from ?? '/receipt');
    } catch (error) {
      setFormError(authErrorMessage('sign-in', error, messages.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <ErrorBanner message={formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <div className="row-end">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="muted center">
        New to Receipts? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
}
