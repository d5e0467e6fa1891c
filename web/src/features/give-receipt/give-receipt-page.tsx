import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { useCallback, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { ApiError } from '@/lib/api-client';
import { useCreateReceipt } from './api/create-receipt';
import type { Recipient } from './api/recipients';
import { ReceiptForm } from './components/receipt-form';
import { RecipientFromLink } from './components/recipient-from-link';
import { RecipientPicker } from './components/recipient-picker';
import { SuccessPanel } from './components/success-panel';
import { formatClock } from './utils/format-clock';
import type { ReceiptTags } from './utils/receipt-tags';
import { useCountdown } from './utils/use-countdown';
import { useVoiceRecorder } from './utils/use-voice-recorder';
import '@/components/shared.css';
import './give-receipt.css';

export default function GiveReceiptPage() {
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [tags, setTags] = useState<ReceiptTags>({});
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestId = useRef(crypto.randomUUID());
  const submitting = useRef(false);
  const create = useCreateReceipt();
  const recorder = useVoiceRecorder();

  // The latest form values, for the timer's automatic submit.
  const latest = useRef({ recipient, tags, text, anonymous });
  latest.current = { recipient, tags, text, anonymous };

  const submit = useCallback(async () => {
    if (submitting.current) return;
    const current = latest.current;
    if (!current.recipient) {
      setError(messages.selectRecipient);
      return;
    }
    submitting.current = true;
    setError(null);
    try {
      const voice = await recorder.stop();
      await create.mutateAsync({
        request: {
          clientRequestId: requestId.current,
          recipientId: current.recipient.id,
          anonymous: current.anonymous,
          receiptText: current.text,
          ...current.tags,
        },
        voice,
      });
      setSentTo(current.recipient.name || current.recipient.username);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : messages.failedToSaveReceipt);
    } finally {
      submitting.current = false;
    }
  }, [create, recorder]);

  const timer = useCountdown(() => void submit());

  const resetAll = () => {
    void recorder.stop();
    recorder.clear();
    timer.reset();
    setTags({});
    setText('');
    setAnonymous(false);
    setError(null);
    setSentTo(null);
    create.reset();
    requestId.current = crypto.randomUUID();
  };

  const choose = (next: Recipient) => {
    resetAll();
    setRecipient(next);
  };

  if (sentTo !== null) {
    return (
      <section className="page give">
        <SuccessPanel
          recipientName={sentTo}
          onAgain={() => {
            resetAll();
            setRecipient(null);
          }}
        />
      </section>
    );
  }

  const warning = timer.remaining !== null && timer.remaining <= limits.receiptTimerWarningSeconds;
  return (
    <section className="page give">
      <h1>Give a Receipt</h1>
      <RecipientFromLink onChoose={choose} />
      <RecipientPicker selectedId={recipient?.id ?? null} onSelect={choose} />
      {recipient ? (
        <section className="panel" aria-labelledby="selected-recipient">
          <div className="selected-recipient">
            <span className="avatar avatar-initials recipient-initial" aria-hidden="true">
              {recipient.initial}
            </span>
            <div>
              <h2 id="selected-recipient">{recipient.name || recipient.username}</h2>
              <span className="muted">@{recipient.username}</span>
            </div>
            {timer.remaining !== null ? (
              <span
                className={`timer ${warning ? 'timer-warning' : ''}`}
                role="timer"
                aria-label={`${timer.remaining} seconds left`}
              >
                {formatClock(timer.remaining)}
              </span>
            ) : null}
          </div>
          {timer.remaining === null ? (
            <div className="ready center">
              <h2>Ready to Give a Receipt?</h2>
              <p className="muted">You have 60 seconds: say what you noticed while it is fresh.</p>
              <button
                type="button"
                className="button button-primary button-large"
                onClick={() => timer.start(limits.receiptTimerSeconds)}
              >
                Start 60-Second Timer
              </button>
            </div>
          ) : (
            <>
              <ErrorBanner message={error} />
              <ReceiptForm
                tags={tags}
                text={text}
                anonymous={anonymous}
                submitting={create.isPending}
                recorder={recorder}
                onTags={setTags}
                onText={setText}
                onAnonymous={setAnonymous}
                onSubmit={() => void submit()}
              />
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
