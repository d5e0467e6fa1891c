import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { SignUpForm as SignUpValues } from '@contract/schemas/auth';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { ErrorBanner } from '@/components/error-banner';
import { FieldError } from '@/components/field-error';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { type AmplifyModule, loadAmplify } from '@/lib/amplify-loader';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { importAgain } from '@/lib/import-again';
import { lazyOfImportsAgain } from '@/lib/lazy-again';
import { takeReturnTo } from '@/lib/return-to';
import { apiMessageOr, useContractForm } from '@/lib/use-contract-form';
import type { UsernameStatus as Status } from '../api/check-username';
import { createProfile } from '../api/create-profile';
import { signUpSchema } from '../schemas';
import { UsernameStatus } from './username-status';

/** Loads after the form; if it cannot, the username is said to be unchecked and the sign-up checks it. */
const UsernameCheck = lazyOfImportsAgain(() =>
  importAgain(() => import('./username-check')).catch(() => ({
    default: ({ onStatus }: { onStatus(status: Status): void }) => {
      useEffect(() => onStatus('error'), [onStatus]);
      return <UsernameStatus status="error" />;
    },
  })),
);

const blank: SignUpValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function SignUpForm() {
  const navigate = useNavigate();
  const { state, refresh } = useAuth();
  const { register, field, watch, formState, setError, formError, setFormError, submitWith } =
    useContractForm(signUpSchema, blank);
  const [usernameStatus, setUsernameStatus] = useState<Status>('idle');
  const usernameField = field('username');

  const onSubmit = submitWith(async (values) => {
    if (usernameStatus === 'taken') {
      setFormError(messages.chooseDifferentUsername);
      return;
    }
    const email = values.email.trim().toLowerCase();
    // A user whose account exists but whose username was taken comes back here signed in.
    if (state.status !== 'signedIn') {
      // The form renders before Amplify: its download started with the page, and is awaited only here.
      let authFlowType: AmplifyModule['authFlowType'];
      try {
        ({ authFlowType } = await loadAmplify());
        const { signUp } = await importAgain(() => import('aws-amplify/auth'));
        await signUp({
          username: email,
          password: values.password,
          options: {
            userAttributes: {
              email,
              given_name: values.firstName.trim(),
              family_name: values.lastName.trim(),
            },
          },
        });
      } catch (error) {
        setFormError(authErrorMessage('sign-up', error, messages.signUpFailed));
        return;
      }
      try {
        const { signIn } = await importAgain(() => import('aws-amplify/auth'));
        await signIn({
          username: email,
          password: values.password,
          options: { authFlowType: authFlowType() },
        });
        await refresh();
      } catch (error) {
        setFormError(authErrorMessage('sign-in', error, messages.loginFailed));
        return;
      }
    }
    try {
      await createProfile({
        username: values.username,
        firstName: values.firstName,
        lastName: values.lastName,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('username', { message: messages.usernameTaken });
        setFormError(messages.chooseDifferentUsername);
        return;
      }
      throw error;
    }
    // A visitor who came through a profile or give link lands where they were going.
    navigate(takeReturnTo({ shareLinksOnly: true }) ?? '/profile-setup');
  }, apiMessageOr(messages.signUpFailed));

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <ErrorBanner message={formError} />
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...usernameField}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          return usernameField.onChange(event);
        }}
        hint={
          <Suspense fallback={<UsernameStatus status="idle" />}>
            <UsernameCheck username={watch('username')} onStatus={setUsernameStatus} />
          </Suspense>
        }
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...field('email')}
        hint="You sign in with this email; you can change it later in Settings."
      />
      <PasswordField label="Password" showRule autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <div className="field">
        <Checkbox {...register('acceptTerms')} aria-invalid={formState.errors.acceptTerms ? true : undefined}>
          I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>
        </Checkbox>
        <FieldError message={formState.errors.acceptTerms?.message} />
      </div>
      <SubmitButton busy={formState.isSubmitting} busyText="Creating account...">
        Create Account
      </SubmitButton>
      <p className="muted small center">
        {format(messages.unverifiedAccountsRemoved, { days: String(limits.unverifiedAccountDays) })}
      </p>
      <p className="muted center">
        Already have an account? <Link to="/login">{messages.signIn}</Link>
      </p>
    </form>
  );
}
