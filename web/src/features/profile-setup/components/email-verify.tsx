import { messages } from '@contract/messages';
import { useState } from 'react';
import { FieldError } from '@/components/field-error';
import { ApiError } from '@/lib/api-client';
import { useConfirmEmail, useSendVerificationCode } from '../api/email-verification';

export const verificationSentNote =
  'Verification email sent! Please check your inbox and click the verification link.';

export function EmailVerify({ email, verified }: { email: string; verified: boolean }) {
  const send = useSendVerificationCode();
  const confirm = useConfirmEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (verified) {
    return <span className="badge badge-success">Verified</span>;
  }
  const sent = send.isSuccess;
  return (
    <div className="stack-tight">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!email || send.isPending || sent}
        onClick={() => {
          setError(null);
          send.mutate(undefined, { onError: () => setError(messages.failedToSendVerificationEmail) });
        }}
      >
        {sent ? 'Check Email' : send.isPending ? 'Sending...' : 'Verify Email'}
      </button>
      {sent ? (
        <>
          <p className="note" role="status">
            {messages.verificationEmailSent}
          </p>
          <div className="inline-form">
            <label htmlFor="email-code" className="visually-hidden">
              Verification code
            </label>
            <input
              id="email-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="Verification code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button
              type="button"
              className="button button-primary button-small"
              disabled={!code.trim() || confirm.isPending}
              onClick={() => {
                setError(null);
                confirm.mutate(code, {
                  onError: (e) =>
                    setError(
                      e instanceof ApiError
                        ? e.message
                        : 'That code did not work. Please check it and try again.',
                    ),
                });
              }}
            >
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </button>
          </div>
        </>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
