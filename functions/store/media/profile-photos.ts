import { limits } from '@contract/limits';
import type { PhotoVariant } from '@contract/schemas/profile';
import { photoUrlFor, photoVariantKey } from '../../domain/media-keys';
import { type PhotoRefusal, type RemakeOptions, remakePhoto } from '../../domain/photo-variants';
import { putMedia, readMedia } from './media';

/**
 * Photo keys are never reused, so a new photo shows at once; a deleted one (replaced, or its account gone)
 * must stop being served, and no invalidation reaches CloudFront's and browsers' copies: they keep it for
 * `profilePhotoCacheSeconds` at most.
 */
export const photoCacheControl = `public, max-age=${limits.profilePhotoCacheSeconds}`;
/** The size a client without `srcset` gets (`photoURL`): the profile header's. */
const defaultSize = limits.profilePhotoVariantSizes[1];

export type RemadeStoredPhoto =
  | { ok: true; photoURL: string; photoVariants: PhotoVariant[] }
  | { ok: false; refusal: PhotoRefusal | 'missing' };

/**
 * Remakes a photo's bytes (domain/photo-variants.ts) and stores each variant as
 * `profilePhotos/<photoId>-<size>.webp`, served as image/webp. The same `photoId` writes the same keys again,
 * so a conversion cut short can simply be rerun.
 */
export async function storeRemadePhoto(
  bytes: Uint8Array,
  photoId: string,
  options: RemakeOptions,
): Promise<RemadeStoredPhoto> {
  const remade = await remakePhoto(bytes, options);
  if (!remade.ok) return remade;
  const photoVariants = await Promise.all(
    remade.variants.map(async (variant) => {
      const key = photoVariantKey(photoId, variant.size);
      await putMedia(key, variant.webp, { contentType: 'image/webp', cacheControl: photoCacheControl });
      return { url: photoUrlFor(key), width: variant.width, height: variant.height };
    }),
  );
  const shown = remade.variants.findLastIndex((variant) => variant.size <= defaultSize);
  return { ok: true, photoURL: photoVariants[Math.max(0, shown)]!.url, photoVariants };
}

/**
 * Reads the photo stored at `from` (a kept original, `npm run photos:convert`) and remakes it as
 * `storeRemadePhoto` does. The object at `from` is the caller's to delete. Not for an upload: its check
 * and its decoding must use one read (`readUpload`), as the uploader can replace it between two.
 */
export async function remakeStoredPhoto(
  from: string,
  photoId: string,
  options: RemakeOptions,
): Promise<RemadeStoredPhoto> {
  const bytes = await readMedia(from);
  if (!bytes) return { ok: false, refusal: 'missing' };
  return storeRemadePhoto(bytes, photoId, options);
}
