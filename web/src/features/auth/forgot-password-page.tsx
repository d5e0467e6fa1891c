import { useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { NewPasswordForm } from './components/new-password-form';
import { ResetRequestForm } from './components/reset-request-form';

/** Request a code by e-mail, then set a new password with it (Cognito's forgot-password flow). */
export default function ForgotPasswordPage() {
  // The address the code went to: set once the first step succeeds.
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title="Reset your password"
      subtitle={email === null ? 'We will email you a code.' : `Enter the code we sent to ${email}.`}
    >
      {email === null ? <ResetRequestForm onSent={setEmail} /> : <NewPasswordForm email={email} />}
    </AuthCard>
  );
}
