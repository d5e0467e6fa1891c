import * as messages from '@contract/messages';
import type { TotpCodeForm as TotpCodeValues } from '@contract/schemas/auth';
import { ErrorBanner } from '@/components/error-banner';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { importAgain } from '@/lib/import-again';
import { totpErrorMessage } from '@/lib/totp';
import { useContractForm } from '@/lib/use-contract-form';
import { totpCodeSchema } from '../schemas';

const blank: TotpCodeValues = { code: '' };

/** Sign-in's second step for a member with an authenticator app: Cognito's CONFIRM_SIGN_IN_WITH_TOTP_CODE. */
export function TotpSignInStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { field, formState, formError, setFormError, submitWith } = useContractForm(totpCodeSchema, blank);
  const onSubmit = submitWith(
    async ({ code }) => {
      const { confirmSignIn } = await importAgain(() => import('aws-amplify/auth'));
      const result = await confirmSignIn({ challengeResponse: code });
      if (!result.isSignedIn) {
        setFormError(messages.loginFailed);
        return;
      }
      await onSignedIn();
    },
    (error) => totpErrorMessage(error, messages.loginFailed),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <ErrorBanner message={formError} />
      <p className="muted">Enter the 6-digit code your authenticator app shows for Receipts.</p>
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...field('code')}
      />
      <SubmitButton busy={formState.isSubmitting} busyText="Checking...">
        Verify
      </SubmitButton>
    </form>
  );
}
