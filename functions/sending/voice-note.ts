import { limits } from '@contract/limits';
import { pendingUploadId, voiceRecordingKey } from '../domain/media-keys';
import { isWebm, voiceContentType, voiceMedia } from '../domain/media-types';
import { deleteMedia, inspectUpload, storeUpload, type UploadRule } from '../store/media/media';
import { isOwnUpload } from '../store/media/uploads';

export const voiceRule: UploadRule<typeof voiceContentType> = {
  contentTypePrefix: voiceContentType,
  maxBytes: limits.voiceRecordingMaxBytes,
  sniff: (bytes) => (isWebm(bytes) ? voiceContentType : null),
};

/** A voice note ready to go with a receipt: its upload (used up by the receipt's transaction) and both copies. */
export type VoiceNote = { uploadId: string; pendingKey: string; key: string };

/** Why a voice note cannot go: not the caller's upload, not a voice note, or already used by a receipt. */
export type VoiceProblem = 'notOwn' | 'unreadable' | 'used';

/**
 * Checks the caller's own pending voice upload (ownership from the table, the file by its leading bytes)
 * and copies it to an opaque lasting key; the receipt's transaction then uses the upload up. The copy is
 * checked again: its presigned form stays valid for minutes, so the pending file can be replaced between
 * the first check and the copy, and what is kept must be what was checked.
 */
export async function prepareVoiceNote(
  callerId: string,
  pendingKey: string,
): Promise<VoiceNote | Exclude<VoiceProblem, 'used'>> {
  const uploadId = pendingUploadId(pendingKey);
  if (!uploadId || !(await isOwnUpload(callerId, uploadId, 'voice'))) return 'notOwn';
  const check = await inspectUpload(pendingKey, voiceRule);
  if (!check.ok) return 'unreadable';
  const key = voiceRecordingKey();
  const stored = await storeUpload(pendingKey, key, voiceMedia);
  if (!stored) return 'unreadable';
  if ((await inspectUpload(key, voiceRule)).ok) return { uploadId, pendingKey, key };
  await deleteMedia(pendingKey);
  return 'unreadable';
}

/**
 * Exactly one of the two copies of the voice note survives: the pending one or the attached one. Once the
 * receipt is stored, a pending copy S3 failed to delete is left to expire: the send did not fail.
 */
export async function settleVoiceNote(voice: VoiceNote, sent: boolean, onLeft: (error: unknown) => void) {
  if (sent) await deleteMedia(voice.pendingKey).catch(onLeft);
  else await deleteMedia(voice.key);
}
