import { randomUUID } from 'node:crypto';

/**
 * Media object keys. Every key is opaque — a random id, never derived from the uploader's id or name — so
 * a key or URL that reaches another person (an anonymous receipt's voice note) says nothing about who
 * uploaded it. Who owns an upload is recorded in the table (store/media/uploads.ts), not read from the key.
 *
 * A browser uploads to `pending/<id>`; attaching it to a profile or receipt copies it, with a content type
 * the server chose, to its lasting key and deletes the pending object. What stays in `pending/` expires.
 */
export const pendingUploadPrefix = 'pending/';
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const pendingKeyPattern = new RegExp(`^${pendingUploadPrefix}(${uuidPattern})$`);

/** A fresh upload: its id (the table's record) and where the browser puts the file. */
export function newPendingUpload() {
  const id = randomUUID();
  return { id, key: `${pendingUploadPrefix}${id}` };
}

/** The upload id of a well-formed pending key, or `null` for anything else. */
export const pendingUploadId = (key: string) => pendingKeyPattern.exec(key)?.[1] ?? null;

/** Lasting prefixes; the site (CloudFront, or the dev server locally) serves both under the same paths. */
export const profilePhotoPrefix = 'profilePhotos/';
export const voiceRecordingPrefix = 'voice_recordings/';
/** Link-preview cards of opted-in profiles (domain/link-preview.ts): public, served by the site too. */
export const previewCardPrefix = 'previewCards/';
export const voiceRecordingKey = () => `${voiceRecordingPrefix}${randomUUID()}.webm`;

/**
 * A remade photo's sizes share one random id: `profilePhotos/<id>-<size>.webp`, `size` being the longest
 * side asked for (a smaller original is never upscaled, so its largest variant may be smaller).
 */
export const newPhotoId = () => randomUUID();
export const photoVariantKey = (photoId: string, size: number) =>
  `${profilePhotoPrefix}${photoId}-${size}.webp`;

/** Profile photos are public: the site serves them under the same path (CloudFront, or the dev server). */
export const photoUrlFor = (key: string) => `/${key}`;
/**
 * The key of a photo URL this server stored (a variant, or an upload kept as it was before photos were
 * remade), to delete the object it replaces.
 */
export const photoKeyOf = (url: string | null) =>
  url && /^\/profilePhotos\/[0-9a-f-]{36}(-\d+)?\.[a-z]+$/.test(url) ? url.slice(1) : null;

/** Every object a profile's photo is kept in: its variants, or the upload kept as it was. */
export function photoKeysOf(profile: { photoURL: string | null; photoVariants?: { url: string }[] }) {
  const urls = [profile.photoURL, ...(profile.photoVariants ?? []).map((v) => v.url)];
  return [...new Set(urls.map(photoKeyOf).filter((key): key is string => key !== null))];
}
