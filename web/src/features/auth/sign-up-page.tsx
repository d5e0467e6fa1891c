import { AuthCard } from '@/components/auth-card';
import { SignUpForm } from './components/sign-up-form';

export default function SignUpPage() {
  return (
    <AuthCard title="Create your account" subtitle="Start collecting and giving Receipts.">
      <SignUpForm />
    </AuthCard>
  );
}
