import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { EmailVerificationForm, SignInEmailForm } from '@contract/schemas/auth';
import { useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useStepUp } from '@/components/step-up';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { requestSignInEmail, useCatchUpSignInEmail, useConfirmSignInEmail } from '../api/sign-in-email';

type Step = { kind: 'idle'; changedTo?: string } | { kind: 'address' } | { kind: 'code'; email: string };

/**
 * Changing the e-mail a member signs in with: after a recent sign-in (useStepUp), the new address, then the
 * code Cognito e-mails it. Until the code is entered the old address stays the sign-in (the pool's
 * `keepOriginal`); once it is, the profile moves too and the old address is told.
 */
export function SignInEmail({ current }: { current: string }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { guarded, notice } = useStepUp('account');
  const address = useContractForm(SignInEmailForm, { email: '' });
  const code = useContractForm(EmailVerificationForm, { code: '' });
  const confirm = useConfirmSignInEmail();
  useCatchUpSignInEmail(current);

  const sendCode = address.submitWith(
    async (values) => {
      // In lower case, as sign-up writes it: the pool's sign-in is case-sensitive.
      const email = values.email.trim().toLowerCase();
      if (email === current.toLowerCase()) {
        address.setFormError(messages.emailChangeSame);
        return;
      }
      await guarded(async () => {
        await requestSignInEmail(email);
        code.reset({ code: '' });
        setStep({ kind: 'code', email });
      });
    },
    (error) => authErrorMessage('sign-up', error, messages.emailChangeFailed),
  );
  const enterCode = code.submitWith(
    async (values) => {
      if (step.kind !== 'code') return;
      await confirm(values.code);
      setStep({ kind: 'idle', changedTo: step.email });
    },
    (error) =>
      error instanceof ApiError ? error.message : authErrorMessage('confirm', error, messages.codeWrong),
  );
  const cancel = () => setStep({ kind: 'idle' });
  const start = () =>
    guarded(async () => {
      address.reset({ email: '' });
      setStep({ kind: 'address' });
    });

  return (
    <div className="stack-tight">
      {notice}
      {step.kind === 'idle' && (
        <>
          {step.changedTo && (
            <p className="note" role="status">
              {format(messages.emailChanged, { email: step.changedTo })}
            </p>
          )}
          <button type="button" className="button button-secondary button-small" onClick={start}>
            {messages.emailChangeStart}
          </button>
        </>
      )}
      {step.kind === 'address' && (
        <form onSubmit={sendCode} noValidate className="stack-tight">
          <ErrorBanner message={address.formError} />
          <TextField
            label={messages.emailChangeNewLabel}
            type="email"
            autoComplete="email"
            {...address.field('email')}
          />
          <FormButtons
            busy={address.formState.isSubmitting}
            busyText="Sending..."
            label={messages.emailChangeSend}
            onCancel={cancel}
          />
        </form>
      )}
      {step.kind === 'code' && (
        <form onSubmit={enterCode} noValidate className="stack-tight">
          <ErrorBanner message={code.formError} />
          <p className="note" role="status">
            {format(messages.emailChangeCodeSent, { email: step.email, current })}
          </p>
          <TextField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...code.field('code')}
          />
          <FormButtons
            busy={code.formState.isSubmitting}
            busyText="Checking..."
            label={messages.emailChangeConfirm}
            onCancel={cancel}
          />
        </form>
      )}
    </div>
  );
}

/** A step's submit button and its Cancel, which puts the change away. */
function FormButtons(props: { busy: boolean; busyText: string; label: string; onCancel: () => void }) {
  return (
    <div className="inline-form">
      <SubmitButton busy={props.busy} busyText={props.busyText}>
        {props.label}
      </SubmitButton>
      <button type="button" className="button button-ghost" onClick={props.onCancel}>
        Cancel
      </button>
    </div>
  );
}
