import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { useEffect, useRef } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useTakesAnonymous } from './api/recipient-goals';
import type { Recipient } from './api/recipients';
import { ChangeRecipient } from './components/change-recipient';
import { Countdown } from './components/countdown';
import { DraftNote } from './components/draft-note';
import { HarshPrompt } from './components/harsh-prompt';
import { ReceiptForm } from './components/receipt-form';
import { RecipientFromLink } from './components/recipient-from-link';
import { RecipientPicker } from './components/recipient-picker';
import { RequestQuestion, useRequestFromLink } from './components/request-question';
import { SuccessPanel } from './components/success-panel';
import { useMaySend, VerifyToSend } from './components/verify-to-send';
import { useGiveFlow } from './utils/use-give-flow';
import '@/components/shared.css';
import './give-receipt.css';
import { Handle } from '@/components/handle';
import { PageHead } from '@/components/page-head';
import { useFocusedScreen } from '@/lib/focused-screen';

/** `initialRecipient` lets another screen (a profile's "Leave a Receipt", a deep link) choose the person. */
export default function GiveReceiptPage({
  initialRecipient = null,
}: {
  initialRecipient?: Recipient | null;
}) {
  const fromLink = useRequestFromLink();
  const flow = useGiveFlow(initialRecipient, fromLink.answered);
  const maySend = useMaySend();
  const takesAnonymous = useTakesAnonymous(flow.recipient?.id);
  const { recipient, recipientGoals, phase, sentTo, notice, error, form, create, recorder, timer } = flow;
  const { submit, start, choose, startAgain } = flow;
  const { setFocus } = form;
  const panel = useRef<HTMLElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  // Writing is a focused screen: no navigation bar over the countdown and Submit.
  const writing = phase === 'writing' && timer.remaining !== null && sentTo === null;
  useFocusedScreen(writing);

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
        <SuccessPanel recipientName={sentTo} held={create.data?.held === true} onAgain={startAgain} />
      </section>
    );
  }

  return (
    <section className="page give">
      <PageHead title="Give a Receipt" />
      {maySend ? null : <VerifyToSend />}
      <RecipientFromLink onChoose={choose} />
      {recipient ? <ChangeRecipient key={recipient.id} selectedId={recipient.id} onSelect={choose} /> : null}
      {recipient ? (
        <section ref={panel} className="panel give-panel" aria-labelledby="selected-recipient">
          <div className="selected-recipient">
            <span className="avatar avatar-initials recipient-initial" aria-hidden="true">
              {recipient.initial}
            </span>
            <div className="selected-recipient-name">
              <h2 id="selected-recipient">{recipient.name || recipient.username}</h2>
              <Handle className="muted" username={recipient.username} />
            </div>
          </div>
          <RequestQuestion link={fromLink} askerId={recipient.id} />
          {writing && timer.remaining !== null ? (
            <>
              <DraftNote message={notice} />
              <ErrorBanner message={error} />
              <HarshPrompt
                error={error}
                onRephrase={() => setFocus('receiptText')}
                onSendAnyway={() => {
                  form.setValue('sendAnyway', true);
                  void submit();
                }}
              />
              <ReceiptForm
                form={form}
                submitting={create.isPending}
                recorder={recorder}
                goals={recipientGoals}
                takesAnonymous={takesAnonymous}
                countdown={<Countdown remaining={timer.remaining} />}
                recipientName={recipient.name || recipient.username}
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
              {takesAnonymous ? null : <p className="muted">{messages.anonymousNotTaken}</p>}
              <button
                ref={startButton}
                type="button"
                className="button button-primary button-large"
                disabled={!maySend}
                onClick={start}
              >
                Start {limits.receiptTimerSeconds}-Second Timer
              </button>
            </div>
          )}
        </section>
      ) : (
        <RecipientPicker selectedId={null} onSelect={choose} />
      )}
    </section>
  );
}
