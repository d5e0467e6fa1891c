import * as messages from '@contract/messages';
import type { PasswordResetRequestForm as RequestValues } from '@contract/schemas/auth';
import { ErrorBanner } from '@/components/error-banner';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { loadAmplify } from '@/lib/amplify-loader';
import { authErrorMessage } from '@/lib/auth-errors';
import { importAgain } from '@/lib/import-again';
import { useContractForm } from '@/lib/use-contract-form';
import { passwordResetRequestSchema } from '../schemas';
import { BackToSignIn } from './back-to-sign-in';

const blank: RequestValues = { email: '' };

/** Forgot password, first step: e-mails a code to the account's address. */
export function ResetRequestForm({ onSent }: { onSent(email: string): void }) {
  const { field, formState, formError, submitWith } = useContractForm(passwordResetRequestSchema, blank);
  const onSubmit = submitWith(
    async ({ email }) => {
      const address = email.toLowerCase();
      // The form renders before Amplify: its download started with the page, and is awaited only here.
      await loadAmplify();
      const { resetPassword } = await importAgain(() => import('aws-amplify/auth'));
      await resetPassword({ username: address });
      onSent(address);
    },
    (error) => authErrorMessage('reset', error, messages.codeSendFailed),
  );

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <ErrorBanner message={formError} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <SubmitButton busy={formState.isSubmitting} busyText="Sending...">
        Send Reset Code
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}
