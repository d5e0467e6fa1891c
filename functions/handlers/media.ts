import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { monotonicFactory } from 'ulid';
import {
  isOwnKey,
  photoUrlFor,
  profilePhotoKey,
  profilePhotoPrefix,
  voiceRecordingKey,
  voiceRecordingPrefix,
} from '../domain/media-keys';
import { receiptFor, type StoredReceipt } from '../domain/receipts';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { checkUpload, presignDownload, presignUpload, type UploadCheck } from '../store/media';
import { toPersonalInfo, updateProfile } from '../store/profiles';
import { findReceiptOf, saveReceipt } from '../store/receipts';
import { getProfiles } from '../store/user-directory';

/**
 * Every route that touches S3 objects, so only this function bundles the S3 client: photo and voice-note
 * uploads, the voice link, and sending a receipt (it checks the attached voice note's object).
 */
const photoRule = { contentTypePrefix: 'image/', maxBytes: limits.profilePhotoMaxBytes };
const photoProblems: Record<Exclude<UploadCheck, 'ok'>, string> = {
  missing: messages.failedToUploadProfilePhoto,
  wrongType: messages.uploadImageFile,
  tooLarge: messages.uploadImageTooLarge,
};

/** Monotonic within a container, so receipts created in the same millisecond still sort by creation. */
const ulid = monotonicFactory();
const voiceRule = { contentTypePrefix: 'audio/webm', maxBytes: limits.voiceRecordingMaxBytes };

async function createReceipt({ caller, body }: OperationInput<'createReceipt'>) {
  if (body.recipientId === caller.userId) throw badRequest(messages.cannotReceiptYourself);
  if (body.voiceRecording) {
    if (!isOwnKey(body.voiceRecording, voiceRecordingPrefix(caller.userId))) {
      throw forbidden(messages.failedToUploadVoice);
    }
    if ((await checkUpload(body.voiceRecording, voiceRule)) !== 'ok')
      throw badRequest(messages.failedToUploadVoice);
  }
  const profiles = await getProfiles([caller.userId, body.recipientId]);
  const sender = profiles.get(caller.userId);
  const recipient = profiles.get(body.recipientId);
  if (!sender) throw notFound(messages.userNotFound);
  if (!recipient) throw notFound(messages.userNotFound);

  const now = new Date().toISOString();
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
    voiceRecording: body.voiceRecording,
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await saveReceipt(receipt, body.clientRequestId);
  if (outcome.kind === 'noRecipient') throw notFound(messages.userNotFound);
  if (outcome.kind === 'created') return receiptFor(outcome.receipt, caller.userId);
  const existing = await findReceiptOf(caller.userId, outcome.receiptId);
  if (!existing) throw conflict(messages.failedToSaveReceipt);
  return receiptFor(existing, caller.userId);
}

export const handler = createApiHandler('media', {
  createPhotoUpload: async ({ caller, body }) =>
    presignUpload(profilePhotoKey(caller.userId, body.fileName, Date.now()), body.contentType, photoRule),

  /** Stores the photo only once the caller's own uploaded object is there and is a small enough image. */
  setPhoto: async ({ caller, body }) => {
    if (!isOwnKey(body.key, profilePhotoPrefix(caller.userId)))
      throw forbidden(messages.failedToUploadProfilePhoto);
    const check = await checkUpload(body.key, photoRule);
    if (check !== 'ok') throw badRequest(photoProblems[check]);
    const item = await updateProfile(
      caller.userId,
      { photoURL: photoUrlFor(body.key) },
      new Date().toISOString(),
    );
    if (!item) throw notFound(messages.userNotFound);
    return toPersonalInfo(item);
  },

  createReceipt,

  createVoiceUpload: async ({ caller, body }) =>
    presignUpload(voiceRecordingKey(caller.userId, 'receipt', Date.now()), body.contentType, voiceRule),

  /** A short-lived link, for the receipt's sender and recipient only. */
  getVoiceUrl: async ({ caller, params }) => {
    const receipt = await findReceiptOf(caller.userId, params.receiptId);
    if (!receipt) throw notFound(messages.receiptNotFound);
    if (!receipt.voiceRecording) throw notFound(messages.notFound);
    const expiresAt = new Date(Date.now() + limits.presignedUrlSeconds * 1000).toISOString();
    return { url: await presignDownload(receipt.voiceRecording), expiresAt };
  },
});
