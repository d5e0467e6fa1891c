import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import { monotonicFactory, ulid as randomUlid } from 'ulid';
import type * as z from 'zod/mini';
import type { AppliedLimit } from '../domain/account-limits';
import { deliveryAt, deliveryDayOf, deliveryTimeFor } from '../domain/delivery-time';
import { answerRefusal, linksAnonymousAnswers } from '../domain/feedback-requests';
import { offersGoal } from '../domain/goals';
import { screenOf } from '../domain/harshness';
import { sharingSettingsOf } from '../domain/profile';
import { isSameReceiptRequest, receiptContentOf } from '../domain/receipt-requests';
import type { StoredReceipt } from '../domain/receipts';
import { takesAnonymousReceipts } from '../store/members/anonymous-senders';
import { ensureGoalMonthMap } from '../store/profiles/counters';
import type { ProfileItem } from '../store/profiles/profiles';
import { getFeedbackRequest } from '../store/receipts/feedback-requests';
import { findReceiptOf, getReceiptRequest, readForSend, saveReceipt } from '../store/receipts/receipts';
import { prepareVoiceNote, settleVoiceNote, type VoiceNote, type VoiceProblem } from './voice-note';

type SendRequest = z.infer<typeof CreateReceiptRequest>;

/** Why a receipt was not sent; the handler turns each into its error code and message. */
export type SendRefusal =
  | { reason: 'toYourself' }
  /** A slur or a threat in the words; `selfHarm` when they encourage self-harm (the answer says where to get help). */
  | { reason: 'textRefused'; selfHarm: boolean }
  /** Harsh words, not (or, anonymous, never) confirmed with "send anyway". */
  | { reason: 'textHarsh'; anonymous: boolean }
  /** The sender's e-mail address is not verified (the ID token's claim, which Cognito sets). */
  | { reason: 'emailNotVerified' }
  | { reason: 'noProfile' }
  | { reason: 'recipientNotFound' }
  /** The linked goal is not one of the recipient's current goals, or their goals are not public. */
  | { reason: 'goalNotOffered' }
  | { reason: 'voiceNote'; problem: VoiceProblem }
  | { reason: 'notDelivered' }
  /** The recipient takes no anonymous receipt from this sender (their setting, never named). */
  | { reason: 'anonymousNotTaken' }
  | { reason: 'limitReached'; limit: AppliedLimit; at: Date }
  /** The feedback request it answers: none of the recipient's by that id, past its time, or full. */
  | { reason: 'feedbackRequestNotFound' | 'feedbackRequestExpired' | 'feedbackRequestFull' }
  /** The client request id was used before for a different receipt (see isSameReceiptRequest). */
  | { reason: 'requestReused' }
  /** The request was stored, but its receipt is gone. */
  | { reason: 'requestLost' };

/**
 * What sending came to: a new receipt, the receipt an earlier try of the same request made (a retry after
 * a lost answer gets it back, never a second one), or a refusal with nothing sent.
 */
export type SendOutcome =
  | { kind: 'created'; receipt: StoredReceipt }
  | { kind: 'repeated'; receipt: StoredReceipt }
  | { kind: 'refused'; refusal: SendRefusal };

const refused = (refusal: SendRefusal): SendOutcome => ({ kind: 'refused', refusal });

/** Monotonic within a container, so receipts created in the same millisecond still sort by creation. */
const ulid = monotonicFactory();

/**
 * A receipt's id and times. A named one is created now. An anonymous one is held until the recipient's
 * delivery: it is created at that time, and its id carries only the day of it (`deliveryDayOf`) with a random
 * rest, so neither says when it was sent, nor does the id tell its giver the recipient's hour.
 */
function timeOf(anonymous: boolean, sentAt: Date, recipient: Pick<ProfileItem, 'sharingSettings'>) {
  if (!anonymous) {
    const now = sentAt.toISOString();
    return { id: ulid(sentAt.getTime()), createdAt: now, updatedAt: now };
  }
  const { deliveryHour, timeZone } = deliveryAt(sharingSettingsOf(recipient.sharingSettings), sentAt);
  const deliversAt = deliveryTimeFor(sentAt, deliveryHour, timeZone);
  const at = deliversAt.toISOString();
  return {
    id: randomUlid(deliveryDayOf(deliversAt).getTime()),
    createdAt: at,
    updatedAt: at,
    deliversAt: at,
  };
}

/** The receipt a stored request made, answered as a repeat when the request is the same one. */
async function repeatOf(senderId: string, request: SendRequest, receiptId: string): Promise<SendOutcome> {
  const existing = await findReceiptOf(senderId, receiptId);
  if (!existing) return refused({ reason: 'requestLost' });
  return isSameReceiptRequest(existing, request)
    ? { kind: 'repeated', receipt: existing }
    : refused({ reason: 'requestReused' });
}

/** An earlier try of this request, if one was stored and its receipt is still there. */
async function earlierTry(senderId: string, request: SendRequest): Promise<SendOutcome | null> {
  const stored = await getReceiptRequest(senderId, request.clientRequestId);
  if (!stored) return null;
  const outcome = await repeatOf(senderId, request, stored.receiptId);
  return outcome.kind === 'refused' && outcome.refusal.reason === 'requestLost' ? null : outcome;
}

/**
 * Sends a receipt: checks the limits, both profiles and the voice note, then stores the receipt with its
 * counters in one transaction (store/receipts/receipts.ts). `onVoiceLeft` hears of a pending voice copy left to expire.
 */
export async function sendReceipt(
  senderId: string,
  request: SendRequest,
  onVoiceLeft: (error: unknown) => void,
): Promise<SendOutcome> {
  if (request.recipientId === senderId) return refused({ reason: 'toYourself' });
  // Refused words never go, named or anonymous, "send anyway" or not; harsh ones go only named, once confirmed.
  const { harshness: tone, selfHarm } = await screenOf(request.receiptText);
  if (tone === 'refused') return refused({ reason: 'textRefused', selfHarm });
  if (tone === 'harsh' && (request.anonymous || !request.sendAnyway))
    return refused({ reason: 'textHarsh', anonymous: request.anonymous });
  // An account at a send limit is refused after this one read (its counters, with the two profiles), unless
  // this is a repeat of a request already stored, which gets its receipt: a retry is never refused for it.
  const readAt = new Date();
  const { reached, recipientEnded, profiles } = await readForSend(
    senderId,
    request.recipientId,
    request.anonymous === true,
    readAt,
  );
  if (reached)
    return (
      (await earlierTry(senderId, request)) ?? refused({ reason: 'limitReached', limit: reached, at: readAt })
    );
  const sender = profiles.get(senderId);
  const recipient = profiles.get(request.recipientId);
  if (!sender) return refused({ reason: 'noProfile' });
  if (!recipient || recipientEnded) return refused({ reason: 'recipientNotFound' });
  // The same answer for every giver: one outside an address book is withheld at delivery, unseen.
  if (request.anonymous && !(await takesAnonymousReceipts(recipient)))
    return (await earlierTry(senderId, request)) ?? refused({ reason: 'anonymousNotTaken' });
  if (request.goal) {
    if (!offersGoal(recipient, request.goal)) return refused({ reason: 'goalNotOffered' });
    await ensureGoalMonthMap(recipient.userId);
  }

  const requestId = request.requestId ?? null;
  const closed = async () =>
    answerRefusal(requestId ? await getFeedbackRequest(recipient.userId, requestId) : null, new Date());
  // An anonymous answer to a request that went to fewer than `limits.anonymitySetMin` people arrives as
  // an ordinary anonymous receipt: linked, it would name one of the few.
  let linksAnswer = true;
  if (requestId) {
    const asked = await getFeedbackRequest(recipient.userId, requestId);
    const refusal = answerRefusal(asked, new Date());
    if (refusal) return (await earlierTry(senderId, request)) ?? refused({ reason: refusal });
    linksAnswer = !request.anonymous || (asked !== null && linksAnonymousAnswers(asked));
  }

  let voice: VoiceNote | null = null;
  if (request.voiceRecording) {
    const prepared = await prepareVoiceNote(senderId, request.voiceRecording);
    // A retried submit whose first attempt used the upload (before this check, or during it, taking the
    // pending copy away) gets that attempt's receipt.
    if (typeof prepared === 'string')
      return (await earlierTry(senderId, request)) ?? refused({ reason: 'voiceNote', problem: prepared });
    voice = prepared;
  }

  const sentAt = new Date();
  const receipt: StoredReceipt = {
    ...timeOf(request.anonymous, sentAt, recipient),
    senderId,
    senderName: sender.fullName || sender.username,
    recipientId: recipient.userId,
    recipientName: recipient.fullName || recipient.username,
    recipientUsername: recipient.username,
    ...receiptContentOf(request),
    voiceRecording: voice?.key ?? null,
    ...(tone === 'harsh' ? { flagged: true } : {}),
  };
  // A flagged receipt waits for the recipient's review if they asked for that.
  const forReview = receipt.flagged === true && sharingSettingsOf(recipient.sharingSettings).holdFlagged;
  const saved = await saveReceipt(
    receipt,
    request.clientRequestId,
    voice?.uploadId ?? null,
    sentAt,
    forReview,
    requestId,
    linksAnswer,
  );
  if (voice) await settleVoiceNote(voice, saved.kind === 'created', onVoiceLeft);
  switch (saved.kind) {
    case 'created':
      return { kind: 'created', receipt: saved.receipt };
    case 'repeat':
      return repeatOf(senderId, request, saved.receiptId);
    case 'noRecipient':
      return refused({ reason: 'recipientNotFound' });
    case 'goalNotOffered':
      return refused({ reason: 'goalNotOffered' });
    case 'uploadUsed':
      return (await earlierTry(senderId, request)) ?? refused({ reason: 'voiceNote', problem: 'used' });
    case 'notDelivered':
      return refused({ reason: 'notDelivered' });
    case 'requestClosed':
      return refused({ reason: (await closed()) ?? 'feedbackRequestExpired' });
    case 'limitReached':
      return refused({ reason: 'limitReached', limit: saved.limit, at: sentAt });
  }
}
