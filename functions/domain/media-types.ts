import type { ProfilePhotoType } from '@contract/limits';

/** The one content type voice notes are stored and served with. */
export const voiceContentType = 'audio/webm';

/** How a voice note is stored: the one content type, and never kept by a cache on the way. */
export const voiceMedia = { contentType: voiceContentType, cacheControl: 'private, no-store' };

/** How many leading bytes the server reads to tell what a file really is. */
export const sniffBytes = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export interface RasterImage {
  contentType: ProfilePhotoType;
  extension: string;
}

/**
 * The raster image a file's leading bytes announce, whatever it was labelled when uploaded; `null` for
 * anything else (SVG, HTML, text, …), which must never be served as a profile photo.
 */
export function rasterImageOf(bytes: Uint8Array): RasterImage | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return { contentType: 'image/avif', extension: 'avif' };
  return null;
}

/** WebM (Matroska) files open with the EBML magic number. */
export const isWebm = (bytes: Uint8Array) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]);
