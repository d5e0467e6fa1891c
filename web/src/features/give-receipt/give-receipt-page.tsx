import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { hasReceiptContent } from '@contract/receipt-content';
import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { ApiError } from '@/lib/api-client';
import { useCreateReceipt } from './api/create-receipt';
import type { Recipient } from './api/recipients';
import { Countdown } from './components/countdown';
import { ReceiptForm } from './components/receipt-form';
import { RecipientFromLink } from './components/recipient-from-link';
import { RecipientPicker } from './components/recipient-picker';
import { SuccessPanel } from './components/success-panel';
import { blankReceipt, useReceiptForm } from './utils/receipt-form-state';
import { useCountdown } from './utils/use-countdown';
import { useVoiceRecorder } from './utils/use-voice-recorder';
import '@/components/shared.css';
import './give-receipt.css';

type Phase = 'ready' | 'writing' | 'timed-out';

/** `initialRecipient` lets another screen (a profile's "Leave a Receipt", a deep link) choose the person. */
export default function GiveReceiptPage({
  initialRecipient = null,
}: {
  initialRecipient?: Recipient | null;
}) {
  const [recipient, setRecipient] = useState<Recipient | null>(initialRecipient);
  const [phase, setPhase] = useState<Phase>('ready');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useReceiptForm();
  const { getValues, handleSubmit, setFocus, reset, formError: error, setFormError: setError } = form;
  const requestId = useRef(crypto.randomUUID());
  const submitting = useRef(false);
  const panel = useRef<HTMLElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const create = useCreateReceipt();
  const recorder = useVoiceRecorder();

  // The recipient now, for the timer's automatic submit.
  const latestRecipient = useRef(recipient);
  latestRecipient.current = recipient;
  const hasContent = () =>
    hasReceiptContent({ ...getValues(), voice: recorder.recording || recorder.note !== null });

  /** Sends the checked form (`content`, the contract's parse of it) with the voice note, once at a time. */
  const send = useCallback(
    async (content: Omit<CreateReceiptRequest, 'clientRequestId' | 'recipientId'>) => {
      const to = latestRecipient.current;
      if (submitting.current || !to) return;
      submitting.current = true;
      setError(null);
      try {
        const note = await recorder.take();
        const request = { ...content, clientRequestId: requestId.current, recipientId: to.id };
        if (!hasReceiptContent({ ...request, voice: note })) {
          setError(messages.receiptEmpty);
          return;
        }
        await create.mutateAsync({ request, voice: note?.blob ?? null });
        recorder.discard();
        setSentTo(to.name || to.username);
      } catch (e) {
        // The server kept an earlier try of this form, with other content: the next submit is a new receipt.
        if (e instanceof ApiError && e.message === messages.receiptRequestReused)
          requestId.current = crypto.randomUUID();
        setError(e instanceof ApiError || e instanceof Error ? e.message : messages.failedToSaveReceipt);
      } finally {
        submitting.current = false;
      }
    },
    [create, recorder, setError],
  );

  const timer = useCountdown(() => {
    // At 0 the form sends itself as it is, checked like a submit (a field the contract refuses stays marked).
    if (hasContent()) return void handleSubmit(send)();
    recorder.discard();
    setError(null);
    setPhase('timed-out');
  });

  /** The submit button: says what is missing, otherwise stops the clock so nothing is sent again at 0. */
  const submit = handleSubmit(async (content) => {
    if (!latestRecipient.current) return setError(messages.selectRecipient);
    if (!hasContent()) {
      setError(messages.receiptEmpty);
      setFocus('receiptText');
      return;
    }
    timer.stop();
    await send(content);
  });

  const resetAll = () => {
    recorder.discard();
    timer.reset();
    setPhase('ready');
    reset(blankReceipt);
    setError(null);
    setSentTo(null);
    create.reset();
    requestId.current = crypto.randomUUID();
  };

  const start = () => {
    setError(null);
    setPhase('writing');
    timer.start(limits.receiptTimerSeconds);
  };

  // After choosing someone, bring them and the Start button into view and focus.
  const chosenId = recipient?.id;
  useEffect(() => {
    if (!chosenId) return;
    panel.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    startButton.current?.focus({ preventScroll: true });
  }, [chosenId]);

  useEffect(() => {
    if (phase === 'writing') setFocus('receiptText');
  }, [phase, setFocus]);

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

  const choose = (next: Recipient) => {
    resetAll();
    setRecipient(next);
  };

  return (
    <section className="page give">
      <h1>Give a Receipt</h1>
      <RecipientFromLink onChoose={choose} />
      {recipient ? (
        <section ref={panel} className="panel give-panel" aria-labelledby="selected-recipient">
          <div className="selected-recipient">
            <span className="avatar avatar-initials recipient-initial" aria-hidden="true">
              {recipient.initial}
            </span>
            <div className="selected-recipient-name">
              <h2 id="selected-recipient">{recipient.name || recipient.username}</h2>
              <span className="muted">@{recipient.username}</span>
            </div>
          </div>
          {phase === 'writing' && timer.remaining !== null ? (
            <>
              <ErrorBanner message={error} />
              <ReceiptForm
                form={form}
                submitting={create.isPending}
                recorder={recorder}
                countdown={<Countdown remaining={timer.remaining} />}
                onSubmit={() => void submit()}
              />
            </>
          ) : (
            <div className="ready center">
              {phase === 'timed-out' ? <ErrorBanner message={messages.receiptTimeRanOut} /> : null}
              <h2>Ready to Give a Receipt?</h2>
              <p className="muted">
                You have {limits.receiptTimerSeconds} seconds: say what you noticed while it is fresh.
              </p>
              <button
                ref={startButton}
                type="button"
                className="button button-primary button-large"
                onClick={start}
              >
                Start {limits.receiptTimerSeconds}-Second Timer
              </button>
            </div>
          )}
        </section>
      ) : null}
      <RecipientPicker selectedId={recipient?.id ?? null} onSelect={choose} />
    </section>
  );
}
