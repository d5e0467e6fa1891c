import { errorCodes } from '@contract/error-codes';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { hasReceiptContent } from '@contract/receipt-content';
import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { type AnsweredRequest, useCreateReceipt } from '../api/create-receipt';
import { deleteDraft, loadDraft, saveDraft } from '../api/receipt-drafts';
import { useRecipientGoals } from '../api/recipient-goals';
import type { Recipient } from '../api/recipients';
import { blankReceipt, useReceiptForm } from './receipt-form-state';
import { useCountdown } from './use-countdown';
import { useSendWhenPossible } from './use-send-when-possible';
import { useVoiceRecorder } from './use-voice-recorder';

export type Phase = 'ready' | 'writing' | 'timed-out';

/** No answer (the connection dropped) or an outage: the receipt may have been stored, or not. */
const outcomeUnknown = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/**
 * The give flow's state: the recipient, the phase (ready, writing, timed out), the draft kept from Start
 * until the server confirms it, and the two ways a receipt is sent (the submit button, and the timer at 0
 * or a retry once back online). The page only shows it.
 */
export function useGiveFlow(initialRecipient: Recipient | null, answered?: AnsweredRequest) {
  const [recipient, setRecipient] = useState<Recipient | null>(initialRecipient);
  const [phase, setPhase] = useState<Phase>('ready');
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** "Draft restored" or "Waiting for a connection…": a status note, not an error. */
  const [notice, setNotice] = useState<string | null>(null);
  const [resendRestored, setResendRestored] = useState(false);
  const userId = useAuth().state.user?.userId;
  const form = useReceiptForm();
  const { getValues, handleSubmit, setFocus, reset, watch, formError: error, setFormError: setError } = form;
  const requestId = useRef<string>(crypto.randomUUID());
  const submitting = useRef(false);
  const create = useCreateReceipt(answered);
  const recorder = useVoiceRecorder();
  // The chips a giver may link the receipt to: only the recipient's goals, only when they share them.
  const recipientGoals = useRecipientGoals(recipient?.id).data ?? [];

  // The recipient now, for the timer's automatic submit.
  const latestRecipient = useRef(recipient);
  latestRecipient.current = recipient;

  // The receipt in progress is kept in IndexedDB from Start until the server confirms it.
  const drafting = useRef(false);
  const draftSending = useRef(false);
  const latestNote = useRef(recorder.note);
  latestNote.current = recorder.note;
  const secondsLeft = useRef<number | null>(null);
  const persist = useCallback(
    (sending = draftSending.current) => {
      const to = latestRecipient.current;
      draftSending.current = sending;
      if (!userId || !drafting.current || !to) return;
      void saveDraft(userId, {
        recipient: to,
        content: getValues(),
        voice: latestNote.current,
        clientRequestId: requestId.current,
        secondsLeft: secondsLeft.current ?? limits.receiptTimerSeconds,
        sending,
      });
    },
    [userId, getValues],
  );
  const dropDraft = useCallback(() => {
    drafting.current = false;
    draftSending.current = false;
    if (userId) void deleteDraft(userId);
  }, [userId]);
  const hasContent = () =>
    hasReceiptContent({ ...getValues(), voice: recorder.recording || recorder.note !== null });

  // One more try when back online or after Retry-After (`send` is defined below; it runs later).
  const {
    whenOnline,
    after: retryAfter,
    cancel: cancelRetry,
  } = useSendWhenPossible(() => void handleSubmit(send)());

  /** Sends the checked form (`content`, the contract's parse of it) with the voice note, once at a time. */
  const send = useCallback(
    async (content: Omit<CreateReceiptRequest, 'clientRequestId' | 'recipientId'>) => {
      const to = latestRecipient.current;
      if (submitting.current || !to) return;
      submitting.current = true;
      setError(null);
      cancelRetry();
      try {
        const note = await recorder.take();
        const request = { ...content, clientRequestId: requestId.current, recipientId: to.id };
        if (!hasReceiptContent({ ...request, voice: note })) {
          setError(messages.receiptEmpty);
          return;
        }
        latestNote.current = note;
        persist(true);
        if (!navigator.onLine) throw new ApiError(0, messages.networkError);
        await create.mutateAsync({ request, voice: note?.blob ?? null });
        dropDraft();
        setNotice(null);
        recorder.discard();
        setSentTo(to.name || to.username);
      } catch (e) {
        // Offline: the draft waits, and goes by itself (once) when the browser is back online.
        if (!navigator.onLine) {
          setNotice(messages.waitingForConnection);
          whenOnline();
          return;
        }
        setNotice(null);
        // The server kept an earlier try of this form, with other content: the next submit is a new receipt.
        if (e instanceof ApiError && e.code === errorCodes.receiptRequestReused)
          requestId.current = crypto.randomUUID();
        // A 503 is tried again after Retry-After with the same request id, which settles whether it was stored;
        // a 429 or a refusal waits for the user's Submit.
        persist(outcomeUnknown(e));
        if (e instanceof ApiError && e.status === 503 && e.retryAfterSeconds !== undefined)
          retryAfter(e.retryAfterSeconds);
        setError(e instanceof ApiError || e instanceof Error ? e.message : messages.failedToSaveReceipt);
      } finally {
        submitting.current = false;
      }
    },
    [create, recorder, setError, persist, dropDraft, cancelRetry, whenOnline, retryAfter],
  );

  const timer = useCountdown(() => {
    // At 0 the form sends itself as it is, checked like a submit (a field the contract refuses stays marked).
    if (hasContent()) return void handleSubmit(send)();
    dropDraft();
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

  secondsLeft.current = timer.remaining;

  // Saved as it is written: each change of a field, and each new or removed voice note.
  useEffect(() => {
    const subscription = watch(() => persist());
    return () => subscription.unsubscribe();
  }, [watch, persist]);
  const note = recorder.note;
  useEffect(() => {
    latestNote.current = note;
    persist();
  }, [note, persist]);

  // A draft kept from before (a reload, a closed tab) comes back as it was, stopped, with a note saying so;
  // one that was already submitted is sent again with its request id. A recipient chosen meanwhile wins.
  const { hold } = timer;
  const { restore } = recorder;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadDraft(userId).then((draft) => {
      const chosen = latestRecipient.current;
      if (!current || !draft || drafting.current || (chosen && chosen.id !== draft.recipient.id)) return;
      requestId.current = draft.clientRequestId;
      setRecipient(draft.recipient);
      reset(draft.content);
      restore(draft.voice);
      hold(draft.secondsLeft);
      setPhase('writing');
      drafting.current = true;
      draftSending.current = draft.sending;
      setNotice(messages.draftRestored);
      setResendRestored(draft.sending);
    });
    return () => {
      current = false;
    };
  }, [userId, reset, restore, hold]);
  useEffect(() => {
    if (!resendRestored) return;
    setResendRestored(false);
    void handleSubmit(send)();
  }, [resendRestored, handleSubmit, send]);

  const resetAll = () => {
    // The kept draft stays until a new receipt is started: choosing someone by mistake loses nothing.
    drafting.current = false;
    draftSending.current = false;
    cancelRetry();
    setNotice(null);
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
    drafting.current = true;
    secondsLeft.current = limits.receiptTimerSeconds;
    persist(false);
  };

  const choose = (next: Recipient) => {
    resetAll();
    setRecipient(next);
  };

  const startAgain = () => {
    resetAll();
    setRecipient(null);
  };

  return {
    recipient,
    recipientGoals,
    phase,
    sentTo,
    notice,
    error,
    form,
    create,
    recorder,
    timer,
    submit,
    start,
    choose,
    startAgain,
  };
}
