import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { monotonicFactory } from 'ulid';
import {
  newPendingUpload,
  newPhotoId,
  pendingUploadId,
  photoKeysOf,
  voiceRecordingKey,
} from '../domain/media-keys';
import { isWebm, type RasterImage, rasterImageOf, voiceContentType } from '../domain/media-types';
import type { PhotoRefusal } from '../domain/photo-variants';
import { isSameReceiptRequest } from '../domain/receipt-requests';
import { receiptFor, type StoredReceipt } from '../domain/receipts';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, conflict, forbidden, notFound, profileRequired } from '../http/errors';
import { limitReached } from '../http/limit-refusal';
import { errorFields } from '../http/logger';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { reachedLimit } from '../store/account-limits';
import {
  deleteMedia,
  inspectUpload,
  presignDownload,
  presignUpload,
  storeUpload,
  type UploadProblem,
  type UploadRule,
} from '../store/media';
import { remakeStoredPhoto } from '../store/profile-photos';
import { getProfile, type ProfileItem, toPersonalInfo, updateProfile } from '../store/profiles';
import { findReceiptOf, getReceiptRequest, saveReceipt, sendLimits } from '../store/receipts';
import { claimUpload, isOwnUpload, recordUpload, type UploadKind } from '../store/uploads';
import { getProfiles } from '../store/user-directory';

/**
 * Every route that touches S3 objects, so only this function bundles the S3 client: photo and voice-note
 * uploads (opaque pending keys, ownership recorded in the table), attaching them, the voice link, and
 * sending a receipt (it checks and attaches the voice note).
 */
const photoRule: UploadRule<RasterImage> = {
  contentTypePrefix: 'image/',
  maxBytes: limits.profilePhotoMaxBytes,
  sniff: rasterImageOf,
};
const photoProblems: Record<UploadProblem | PhotoRefusal, string> = {
  missing: messages.failedToUploadProfilePhoto,
  wrongType: messages.uploadRasterImage,
  tooLarge: messages.uploadImageTooLarge,
  animated: messages.photoAnimated,
  tooManyPixels: messages.photoTooManyPixels,
  unreadable: messages.photoUnreadable,
};

async function updateOwnProfile(userId: string, fields: Record<string, unknown>): Promise<ProfileItem> {
  const item = await updateProfile(userId, fields, new Date().toISOString());
  if (!item) throw profileRequired();
  return item;
}

/**
 * Attaches the caller's own upload (by the table's record) once it is a small enough raster image: the
 * server remakes it (metadata gone, upright, WebP variants) and keeps only the variants. The upload is
 * deleted whatever the outcome, so a refused photo (animated, too many pixels, unreadable) leaves nothing.
 */
async function setPhoto({ caller, body }: OperationInput<'setPhoto'>) {
  const profile = await getProfile(caller.userId);
  if (!profile) throw profileRequired();
  const uploadId = pendingUploadId(body.key);
  if (!uploadId || !(await isOwnUpload(caller.userId, uploadId, 'photo')))
    throw forbidden(messages.failedToUploadProfilePhoto);
  const check = await inspectUpload(body.key, photoRule);
  if (!check.ok) throw badRequest(photoProblems[check.problem]);
  if (!(await claimUpload(caller.userId, uploadId, 'photo')))
    throw forbidden(messages.failedToUploadProfilePhoto);
  const photo = await remakeStoredPhoto(body.key, newPhotoId(), { animated: 'refuse' }).finally(() =>
    deleteMedia(body.key),
  );
  if (!photo.ok) throw badRequest(photoProblems[photo.refusal]);
  const item = await updateOwnProfile(caller.userId, {
    photoURL: photo.photoURL,
    photoVariants: photo.photoVariants,
  });
  await Promise.all(photoKeysOf(profile).map(deleteMedia));
  return toPersonalInfo(item);
}

/** An opaque pending upload recorded as the caller's: 409 without a profile, 429 past the uploads limit. */
async function newUpload(callerId: string, kind: UploadKind) {
  const upload = newPendingUpload();
  const now = new Date();
  const recorded = await recordUpload(callerId, upload.id, kind, now);
  if (recorded === 'noProfile') throw profileRequired();
  if (recorded !== 'recorded') throw limitReached(recorded, now);
  return upload;
}

/** Monotonic within a container, so receipts created in the same millisecond still sort by creation. */
const ulid = monotonicFactory();
const voiceRule: UploadRule<typeof voiceContentType> = {
  contentTypePrefix: voiceContentType,
  maxBytes: limits.voiceRecordingMaxBytes,
  sniff: (bytes) => (isWebm(bytes) ? voiceContentType : null),
};

/**
 * The receipt an earlier request with the same client request id created, as the caller sees it; 409
 * when that id is reused for a different receipt (see isSameReceiptRequest).
 */
function repeatedReceipt(
  existing: StoredReceipt,
  callerId: string,
  body: OperationInput<'createReceipt'>['body'],
) {
  if (!isSameReceiptRequest(existing, body)) throw conflict(messages.receiptRequestReused);
  return receiptFor(existing, callerId);
}

async function earlierReceipt(callerId: string, body: OperationInput<'createReceipt'>['body']) {
  const request = await getReceiptRequest(callerId, body.clientRequestId);
  const existing = request ? await findReceiptOf(callerId, request.receiptId) : null;
  return existing ? repeatedReceipt(existing, callerId, body) : null;
}

type VoiceNote = { uploadId: string; pendingKey: string; key: string };

/**
 * Checks the caller's own pending voice upload (ownership from the table, the file by its leading bytes)
 * and copies it to an opaque lasting key; the receipt's transaction then uses the upload up.
 */
async function prepareVoiceNote(callerId: string, pendingKey: string): Promise<VoiceNote | 'notOwn'> {
  const uploadId = pendingUploadId(pendingKey);
  if (!uploadId || !(await isOwnUpload(callerId, uploadId, 'voice'))) return 'notOwn';
  const check = await inspectUpload(pendingKey, voiceRule);
  if (!check.ok) throw badRequest(messages.failedToUploadVoice);
  const key = voiceRecordingKey();
  const stored = await storeUpload(pendingKey, key, {
    contentType: voiceContentType,
    cacheControl: 'private, no-store',
  });
  if (!stored) throw badRequest(messages.failedToUploadVoice);
  return { uploadId, pendingKey, key };
}

/**
 * An account at a send limit is refused after one read (its counters), unless this is a repeat of a request
 * already stored, which gets its receipt: a retry is never refused for the receipt it retries.
 */
async function refuseAtSendLimit(callerId: string, body: OperationInput<'createReceipt'>['body'], now: Date) {
  const { daily, toRecipient } = sendLimits(callerId, body.recipientId);
  const reached = await reachedLimit(
    [daily, toRecipient].filter((check) => check !== null),
    now,
  );
  if (!reached) return null;
  const earlier = await earlierReceipt(callerId, body);
  if (earlier) return earlier;
  throw limitReached(reached, now);
}

async function createReceipt({ caller, body, log }: OperationInput<'createReceipt'>) {
  if (body.recipientId === caller.userId) throw badRequest(messages.cannotReceiptYourself);
  const started = new Date();
  const repeated = await refuseAtSendLimit(caller.userId, body, started);
  if (repeated) return repeated;
  const profiles = await getProfiles([caller.userId, body.recipientId]);
  const sender = profiles.get(caller.userId);
  const recipient = profiles.get(body.recipientId);
  if (!sender) throw profileRequired();
  if (!recipient) throw notFound(messages.userNotFound);

  let voice: VoiceNote | null = null;
  if (body.voiceRecording) {
    const prepared = await prepareVoiceNote(caller.userId, body.voiceRecording);
    if (prepared === 'notOwn') {
      // A retried submit whose first attempt already used the upload gets that attempt's receipt.
      const earlier = await earlierReceipt(caller.userId, body);
      if (earlier) return earlier;
      throw forbidden(messages.failedToUploadVoice);
    }
    voice = prepared;
  }

  const sentAt = new Date();
  const now = sentAt.toISOString();
  const receipt: StoredReceipt = {
    id: ulid(),
    senderId: caller.userId,
    senderName: sender.fullName || sender.username,
    recipientId: recipient.userId,
    recipientName: recipient.fullName || recipient.username,
    recipientUsername: recipient.username,
    anonymous: body.anonymous,
    dayContext: body.dayContext,
    intent: body.intent,
    category: body.category,
    relationshipType: body.relationshipType,
    emotionalRegulation: [...new Set(body.emotionalRegulation)],
    conflictResolution: [...new Set(body.conflictResolution)],
    tags: [...new Set(body.emotionalRegulation)],
    receiptText: body.receiptText,
    voiceRecording: voice?.key ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await saveReceipt(receipt, body.clientRequestId, voice?.uploadId ?? null, sentAt);
  // Exactly one of the two copies of the voice note survives: the pending one or the attached one. Once the
  // receipt is stored, a pending copy S3 failed to delete is left to expire: the send did not fail.
  if (voice && outcome.kind === 'created')
    await deleteMedia(voice.pendingKey).catch((error: unknown) =>
      log.warn('pending voice note left to expire', errorFields(error)),
    );
  else if (voice) await deleteMedia(voice.key);
  if (outcome.kind === 'noRecipient') throw notFound(messages.userNotFound);
  if (outcome.kind === 'uploadUsed') throw forbidden(messages.failedToUploadVoice);
  if (outcome.kind === 'notDelivered') throw forbidden(messages.receiptNotDelivered);
  if (outcome.kind === 'limitReached') throw limitReached(outcome.limit, sentAt);
  if (outcome.kind === 'created') {
    countMetric(businessMetrics.receiptsSent);
    return receiptFor(outcome.receipt, caller.userId);
  }
  const existing = await findReceiptOf(caller.userId, outcome.receiptId);
  if (!existing) throw conflict(messages.failedToSaveReceipt);
  return repeatedReceipt(existing, caller.userId, body);
}

export const handler = createApiHandler('media', {
  /** An opaque pending key; the file's name is not used, so it never reaches a key or URL. */
  createPhotoUpload: async ({ caller, body }) => {
    const upload = await newUpload(caller.userId, 'photo');
    return presignUpload(upload.key, body.contentType, photoRule);
  },

  setPhoto,

  createReceipt,

  /** An opaque pending key: nothing in it, or in the URL built on it, names the sender. */
  createVoiceUpload: async ({ caller, body }) => {
    const upload = await newUpload(caller.userId, 'voice');
    return presignUpload(upload.key, body.contentType, voiceRule);
  },

  /** A short-lived link, for the receipt's sender and recipient only. */
  getVoiceUrl: async ({ caller, params }) => {
    const receipt = await findReceiptOf(caller.userId, params.receiptId);
    if (!receipt) throw notFound(messages.receiptNotFound);
    if (!receipt.voiceRecording) throw notFound(messages.notFound);
    const expiresAt = new Date(Date.now() + limits.presignedUrlSeconds * 1000).toISOString();
    return { url: await presignDownload(receipt.voiceRecording, voiceContentType), expiresAt };
  },
});
