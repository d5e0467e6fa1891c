import {
  newPendingUpload,
  newPhotoId,
  pendingUploadId,
  photoKeyOf,
  photoKeysOf,
  photoUrlFor,
  photoVariantKey,
  voiceRecordingKey,
} from '../../functions/domain/media-keys';
import { isWebm, rasterImageOf } from '../../functions/domain/media-types';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('media keys', () => {
  it('are opaque: random ids, nothing from the uploader', () => {
    const a = newPendingUpload();
    const b = newPendingUpload();
    expect(a.key).toBe(`pending/${a.id}`);
    expect(a.id).toMatch(uuid);
    expect(a.id).not.toBe(b.id);
    expect(photoVariantKey(newPhotoId(), 256)).toMatch(
      new RegExp(`^profilePhotos/${uuid.source}-256\\.webp$`),
    );
    expect(voiceRecordingKey()).toMatch(new RegExp(`^voice_recordings/${uuid.source}\\.webm$`));
  });

  it('accept only a well-formed pending key on attach', () => {
    const { id, key } = newPendingUpload();
    expect(pendingUploadId(key)).toBe(id);
    for (const bad of [
      `pending/${id}/x`,
      `pending/../${id}`,
      `xpending/${id}`,
      `pending/${id.toUpperCase()}`,
      `profilePhotos/${id}.png`,
      'pending/',
    ]) {
      expect(pendingUploadId(bad)).toBeNull();
    }
  });

  it('finds the key of a stored photo URL only for keys this server made', () => {
    const key = photoVariantKey(newPhotoId(), 96);
    expect(photoKeyOf(photoUrlFor(key))).toBe(key);
    // A photo stored as uploaded, before photos were remade.
    const kept = `profilePhotos/${newPhotoId()}.jpg`;
    expect(photoKeyOf(photoUrlFor(kept))).toBe(kept);
    expect(photoKeyOf('/profilePhotos/u1/42_a.png')).toBeNull();
    expect(photoKeyOf('https://example.com/x.png')).toBeNull();
    expect(photoKeyOf(null)).toBeNull();
  });

  it('lists every object of a profile photo: its variants, or the file kept as uploaded', () => {
    const id = newPhotoId();
    const variants = [96, 256].map((size) => ({ url: photoUrlFor(photoVariantKey(id, size)) }));
    expect(photoKeysOf({ photoURL: variants[1]!.url, photoVariants: variants })).toEqual([
      photoVariantKey(id, 256),
      photoVariantKey(id, 96),
    ]);
    expect(photoKeysOf({ photoURL: `/profilePhotos/${id}.png` })).toEqual([`profilePhotos/${id}.png`]);
    expect(photoKeysOf({ photoURL: null, photoVariants: [] })).toEqual([]);
  });
});

describe('media types by leading bytes', () => {
  const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
  const text = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));

  it('recognises raster images whatever they were labelled', () => {
    expect(rasterImageOf(bytes('ffd8ffe000104a464946'))?.contentType).toBe('image/jpeg');
    expect(rasterImageOf(bytes('89504e470d0a1a0a0000000d49484452'))?.contentType).toBe('image/png');
    expect(rasterImageOf(text('GIF89a\x01\x00'))?.contentType).toBe('image/gif');
    expect(rasterImageOf(text('RIFF\x24\x00\x00\x00WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(rasterImageOf(text('\x00\x00\x00\x1cftypavif\x00\x00'))?.contentType).toBe('image/avif');
  });

  it('refuses SVG, HTML, text and truncated signatures', () => {
    for (const s of [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<?xml version="1.0"?><svg',
      '<html>',
      'hello',
      'RIFF....WAVE',
      '',
    ]) {
      expect(rasterImageOf(text(s))).toBeNull();
    }
    expect(rasterImageOf(bytes('89504e47'))).toBeNull();
    expect(rasterImageOf(bytes('ffd8'))).toBeNull();
  });

  it('recognises WebM by its EBML header', () => {
    expect(isWebm(bytes('1a45dfa3a342'))).toBe(true);
    expect(isWebm(text('OggS'))).toBe(false);
  });
});
