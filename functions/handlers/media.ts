import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { mediaRoutes } from '@contract/routes/media';
import { newPendingUpload, newPhotoId, pendingUploadId, photoKeysOf } from '../domain/media-keys';
import { type RasterImage, rasterImageOf, voiceContentType } from '../domain/media-types';
import type { PhotoRefusal } from '../domain/photo-variants';
import { createApiHandler, type OperationInput } from '../http/api-handler';
import { badRequest, forbidden, notFound, profileRequired } from '../http/errors';
import { limitReached } from '../http/limit-refusal';
import { voiceRule } from '../sending/voice-note';
import {
  deleteMedia,
  presignDownload,
  presignUpload,
  readUpload,
  type UploadProblem,
  type UploadRule,
} from '../store/media/media';
import { storeRemadePhoto } from '../store/media/profile-photos';
import { claimUpload, isOwnUpload, recordUpload, type UploadKind } from '../store/media/uploads';
import {
  type ExactPatch,
  getProfile,
  type ProfileItem,
  type ProfilePatch,
  toPersonalInfo,
  updateProfile,
} from '../store/profiles/profiles';
import { findReceiptOf } from '../store/receipts/receipts';

/**
 * Media objects: photo and voice-note uploads (opaque pending keys, ownership recorded in the table),
 * attaching a photo, and the voice link. A voice note is attached when its receipt is sent
 * (receipts/create-receipt.ts).
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

async function updateOwnProfile<P extends ProfilePatch>(
  userId: string,
  patch: ExactPatch<P>,
): Promise<ProfileItem> {
  const item = await updateProfile(userId, patch, new Date().toISOString());
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
  // One read: the bytes checked are the bytes decoded, whatever is posted to the upload's form meanwhile.
  const upload = await readUpload(body.key, photoRule);
  if (!upload.ok) throw badRequest(photoProblems[upload.problem]);
  if (!(await claimUpload(caller.userId, uploadId, 'photo')))
    throw forbidden(messages.failedToUploadProfilePhoto);
  const photo = await storeRemadePhoto(upload.bytes, newPhotoId(), { animated: 'refuse' }).finally(() =>
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

export const handler = createApiHandler('media', mediaRoutes, {
  /** An opaque pending key; the file's name is not used, so it never reaches a key or URL. */
  createPhotoUpload: async ({ caller, body }) => {
    const upload = await newUpload(caller.userId, 'photo');
    return presignUpload(upload.key, body.contentType, photoRule);
  },

  setPhoto,

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
