import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { LoginForm } from './components/login-form';

/** `/login`, and `/login-v2` which adds the terms and privacy notice. */
export default function LoginPage({ withTermsNotice = false }: { withTermsNotice?: boolean }) {
  const { state } = useAuth();
  // Someone who signs in here is sent on by the form (to where they were going); only a visitor who
  // arrives already signed in is redirected from here.
  const signingIn = useRef(false);
  if (state.status === 'signedOut') signingIn.current = true;
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'signedIn')
    return signingIn.current ? <Spinner /> : <Navigate to="/receipt" replace />;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to give and view Receipts.">
      <LoginForm />
      {withTermsNotice ? (
        <p className="muted small center">
          By signing in, you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ) : null}
    </AuthCard>
  );
}
