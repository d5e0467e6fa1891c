import { limits } from '@contract/limits';
import type { Sharp, default as SharpConstructor, SharpOptions } from 'sharp';

/**
 * Remakes a profile photo with sharp (libvips): decoded, turned upright (EXIF orientation applied) and
 * encoded again as WebP at each of `limits.profilePhotoVariantSizes` on its longest side, never upscaled.
 * sharp writes no metadata unless asked to, so nothing of the upload's EXIF (GPS position included), XMP,
 * ICC profile, comments or PNG text chunks reaches the variants.
 *
 * sharp is loaded on first use: the media function's other routes (uploads, voice links) never pay for
 * loading libvips. Lambda runs one request at a time, so libvips keeps no operation cache and uses one
 * thread (a Lambda under 1,769 MB has less than one vCPU): memory stays the image's own.
 */
let loading: Promise<typeof SharpConstructor> | null = null;
export function loadSharp() {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default as typeof SharpConstructor;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** Why a photo is refused: each has its message in the contract. */
export type PhotoRefusal = 'animated' | 'tooManyPixels' | 'unreadable';

export interface PhotoVariantImage {
  /** The longest side asked for (the key's name); `width` and `height` are what was made. */
  size: number;
  width: number;
  height: number;
  webp: Buffer;
}

export type RemadePhoto = { ok: true; variants: PhotoVariantImage[] } | { ok: false; refusal: PhotoRefusal };

export interface RemakeOptions {
  /**
   * What to do with an animation: refused on upload, and by `npm run photos:convert` (which removes such a
   * photo from its profile); `firstFrame` would keep its first frame instead.
   */
  animated: 'refuse' | 'firstFrame';
}

/** libvips refuses to decode more pixels than this: a second guard behind the header check. */
const decodeOptions: SharpOptions = { limitInputPixels: limits.profilePhotoMaxPixels, failOn: 'error' };
const webpOptions = { quality: 82, effort: 4 } as const;

/**
 * Checks the header first (size and frames, without decoding pixels), then decodes once to the largest
 * variant's size (JPEG shrinks while decoding, so a 48 MP photo never sits whole in memory) and makes each
 * smaller variant from that.
 */
export async function remakePhoto(input: Uint8Array, options: RemakeOptions): Promise<RemadePhoto> {
  const sharp = await loadSharp();
  let header: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  const { width, height } = header;
  if (!width || !height) return { ok: false, refusal: 'unreadable' };
  if (width * height > limits.profilePhotoMaxPixels) return { ok: false, refusal: 'tooManyPixels' };
  if ((header.pages ?? 1) > 1 && options.animated === 'refuse') return { ok: false, refusal: 'animated' };

  const largest = Math.max(...limits.profilePhotoVariantSizes);
  let upright: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    upright = await sharp(input, decodeOptions)
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  const { info } = upright;
  const longest = Math.max(info.width, info.height);
  const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
  const variants: PhotoVariantImage[] = [];
  for (const size of limits.profilePhotoVariantSizes) {
    const side = Math.min(size, longest);
    const made = await sharp(upright.data, { raw })
      .resize({ width: side, height: side, fit: 'inside' })
      .webp(webpOptions)
      .toBuffer({ resolveWithObject: true });
    variants.push({ size, width: made.info.width, height: made.info.height, webp: made.data });
    // A smaller original is not upscaled: its largest variant is the original size, made once.
    if (side === longest) break;
  }
  return { ok: true, variants };
}
