import { limits, profilePhotoTypes } from '@contract/limits';
import * as messages from '@contract/messages';

/** The spec's client-side checks of a chosen photo, before anything is sent. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return messages.uploadImageFile;
  if (!(profilePhotoTypes as readonly string[]).includes(file.type)) return messages.uploadRasterImage;
  if (file.size > limits.profilePhotoMaxBytes) return messages.uploadImageTooLarge;
  return null;
}
