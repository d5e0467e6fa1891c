import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { EmailVerificationForm } from '@contract/schemas/auth';
import { useState } from 'react';
import { FieldError } from '@/components/field-error';
import { useStepUp } from '@/components/step-up';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useConfirmEmail, useSendVerificationCode } from '../api/email-verification';

const emailVerifyId = 'email-verify';

/**
 * Verifying the e-mail: a code is e-mailed, typed in here and confirmed; it can be sent again. Cognito takes
 * both only from a recent sign-in's token (contract/recent-sign-in.ts): long after signing in, the member is
 * asked to sign in again, and comes back here.
 */
export function EmailVerify({ email, verified }: { email: string; verified: boolean }) {
  const send = useSendVerificationCode();
  const confirm = useConfirmEmail();
  const { stepUpOn, notice } = useStepUp(emailVerifyId);
  const [sends, setSends] = useState(0);
  const {
    register,
    watch,
    reset,
    formState,
    formError: error,
    setFormError: setError,
    submitWith,
  } = useContractForm(EmailVerificationForm, { code: '' });
  const code = watch('code');
  const confirming = formState.isSubmitting || confirm.isPending;

  if (verified) {
    return <span className="badge badge-success">Verified</span>;
  }
  const sendCode = () => {
    setError(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setSends((n) => n + 1);
        reset({ code: '' });
      },
      onError: (e) => {
        if (!stepUpOn(e)) setError(authErrorMessage('confirm', e, messages.failedToSendVerificationEmail));
      },
    });
  };
  const confirmCode = submitWith(
    async (values) => {
      try {
        await confirm.mutateAsync(values.code);
      } catch (e) {
        if (!stepUpOn(e)) throw e;
      }
    },
    (e) => (e instanceof ApiError ? e.message : authErrorMessage('confirm', e, messages.codeWrong)),
  );

  if (sends === 0) {
    return (
      <div className="stack-tight" id={emailVerifyId}>
        {notice}
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!email || send.isPending}
          onClick={sendCode}
        >
          {send.isPending ? 'Sending...' : 'Verify Email'}
        </button>
        <FieldError message={error} />
      </div>
    );
  }
  return (
    <div className="stack-tight" id={emailVerifyId}>
      {notice}
      <p className="note" role="status">
        {format(sends > 1 ? messages.emailCodeResent : messages.emailCodeSent, { email })}
      </p>
      {/* Inside the profile form: Enter in the code box confirms the code, never saves the profile. */}
      <div className="inline-form">
        <label htmlFor="email-code" className="visually-hidden">
          Verification code
        </label>
        <input
          id="email-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
          {...register('code')}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (code.trim() && !confirming) void confirmCode();
          }}
          aria-describedby={error ? 'email-code-error' : undefined}
        />
        <button
          type="button"
          className="button button-primary button-small"
          disabled={!code.trim() || confirming}
          onClick={() => void confirmCode()}
        >
          {confirming ? 'Confirming...' : 'Confirm'}
        </button>
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={send.isPending}
          onClick={sendCode}
        >
          {send.isPending ? 'Sending...' : 'Resend code'}
        </button>
      </div>
      <FieldError id="email-code-error" message={error} />
    </div>
  );
}
