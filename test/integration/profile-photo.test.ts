import { crc32, deflateSync } from 'node:zlib';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { PersonalInfo } from '@contract/schemas/profile';
import sharp from 'sharp';
import { callApi, errorMessage } from '../support/api';
import { animatedGif, metadataBlocksOf, phoneJpeg } from '../support/photos';
import { createMember, type TestMember } from '../support/profiles';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadDeclaring, uploadWithPresignedPost } from '../support/upload';
import { signUpUser } from '../support/users';

/** A real 1×1 PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
);

const objectUrl = (key: string) => `${localS3Endpoint()}/${testStack().bucket}/${key}`;

async function presign(user: { idToken: string }, body: Record<string, unknown>) {
  return callApi<PresignedPost>('POST', '/me/photo-upload', { token: user.idToken, body });
}

/** Presigns and uploads `content` with the declared type, as a browser would (or a forged form). */
async function upload(user: TestMember, content: Buffer, fileName: string, contentType: string) {
  const post = await presign(user, { fileName, contentType: 'image/png', size: content.length });
  expect(post.status).toBe(200);
  expect(await uploadDeclaring(post.body, content, contentType)).toBeLessThan(300);
  return post.body.key;
}

const setPhoto = (user: TestMember, key: string) =>
  callApi<PersonalInfo>('PUT', '/me/photo', { token: user.idToken, body: { key } });

const bytesAt = async (url: string) =>
  Buffer.from(await (await fetch(objectUrl(url.slice(1)))).arrayBuffer());

/** Each variant as served: WebP, nosniff, and no metadata block left (EXIF, XMP, ICC, comments, orientation). */
async function servedVariants(info: PersonalInfo) {
  expect(info.photoVariants.length).toBeGreaterThan(0);
  for (const variant of info.photoVariants) {
    const served = await fetch(objectUrl(variant.url.slice(1)));
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // A deleted photo stops being served by caches within this (no year-long immutable copies).
    expect(served.headers.get('cache-control')).toBe(`public, max-age=${limits.profilePhotoCacheSeconds}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: variant.width,
      height: variant.height,
    });
    expect(await metadataBlocksOf(bytes)).toEqual([]);
  }
  return info.photoVariants;
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Inserts a chunk after IHDR (signature 8 bytes + IHDR 25). */
const withPngChunk = (image: Buffer, type: string, data: Buffer) =>
  Buffer.concat([image.subarray(0, 33), pngChunk(type, data), image.subarray(33)]);

/** A PNG header announcing width × height, with a few bytes of pixel data: small on disk, huge decoded. */
function pngHeaderOnly(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    png.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// Local-only: reads media objects straight from the emulated bucket.
describeWith('readMediaObjects')('profile photo', () => {
  let user: TestMember;
  beforeAll(async () => {
    user = await createMember();
  });

  /** Refused with `message`; the upload is deleted and the profile keeps the photo it had. */
  async function expectRefused(content: Buffer, label: string, message: string) {
    const before = (await callApi<{ profile: PersonalInfo }>('GET', '/me', { token: user.idToken })).body;
    const key = await upload(user, content, 'photo', label);
    const res = await setPhoto(user, key);
    expect({ status: res.status, message: errorMessage(res) }).toEqual({ status: 400, message });
    expect((await fetch(objectUrl(key))).status).toBe(404);
    const after = (await callApi<{ profile: PersonalInfo }>('GET', '/me', { token: user.idToken })).body;
    expect(after.profile.photoVariants).toEqual(before.profile.photoVariants);
  }

  it('uploads to an opaque pending key, then serves only WebP variants from opaque keys, nosniff', async () => {
    const post = await presign(user, {
      fileName: `${user.username} & my cat.png`,
      contentType: 'image/png',
      size: png.length,
    });
    expect(post.status).toBe(200);
    expect(post.body.key).toMatch(/^pending\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(post.body)).not.toContain(user.userId);
    expect(JSON.stringify(post.body)).not.toContain(user.username);
    expect(
      await uploadWithPresignedPost(post.body, new Blob([new Uint8Array(png)], { type: 'image/png' })),
    ).toBeLessThan(300);

    const res = await setPhoto(user, post.body.key);
    expect(res.status).toBe(200);
    // A 1×1 image is not upscaled: one variant, its own size.
    expect(res.body.photoVariants).toEqual([{ url: res.body.photoURL, width: 1, height: 1 }]);
    expect(res.body.photoURL).toMatch(/^\/profilePhotos\/[0-9a-f-]{36}-96\.webp$/);
    const served = await fetch(objectUrl(res.body.photoURL!.slice(1)));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // The upload is deleted, and cannot be attached twice.
    expect((await fetch(objectUrl(post.body.key))).status).toBe(404);
    expect((await setPhoto(user, post.body.key)).status).toBe(403);

    // A new photo replaces the old one, whose objects are deleted.
    const next = await setPhoto(user, await upload(user, png, 'again.png', 'image/png'));
    expect(next.status).toBe(200);
    expect(next.body.photoURL).not.toBe(res.body.photoURL);
    expect((await fetch(objectUrl(res.body.photoURL!.slice(1)))).status).toBe(404);
  });

  it('remakes a phone JPEG (EXIF with GPS, turned by orientation 6): upright, no metadata, 96/256/1024 WebP', async () => {
    const photo = await phoneJpeg(3000, 2000);
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('Home Street');
    const key = await upload(user, photo, 'IMG_0001.jpg', 'image/jpeg');

    const res = await setPhoto(user, key);
    expect(res.status).toBe(200);
    const variants = await servedVariants(res.body);
    // Upright: the stored 3000×2000 is a 2000×3000 portrait, its top red (the stored left side).
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [64, 96],
      [171, 256],
      [683, 1024],
    ]);
    expect(res.body.photoURL).toBe(res.body.photoVariants[1]!.url);
    const pixel = async (url: string, y: number) =>
      (
        await sharp(await bytesAt(url))
          .extract({ left: 30, top: y, width: 1, height: 1 })
          .raw()
          .toBuffer()
      )[0]!;
    expect(await pixel(variants[0]!.url, 5)).toBeGreaterThan(200);
    expect(await pixel(variants[0]!.url, 90)).toBeLessThan(60);
    expect((await fetch(objectUrl(key))).status).toBe(404);
  });

  it('remakes a PNG with text chunks: no comments, no metadata, never upscaled', async () => {
    const withText = withPngChunk(
      await sharp({ create: { width: 200, height: 150, channels: 4, background: '#3366cc' } })
        .png()
        .toBuffer(),
      'tEXt',
      Buffer.from('Comment\u0000Taken at 1 Home Street', 'latin1'),
    );
    expect((await sharp(withText).metadata()).comments).toEqual([
      { keyword: 'Comment', text: 'Taken at 1 Home Street' },
    ]);
    const res = await setPhoto(user, await upload(user, withText, 'scan.png', 'image/png'));
    expect(res.status).toBe(200);
    const variants = await servedVariants(res.body);
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [96, 72],
      [200, 150],
    ]);
  });

  it('refuses an animated GIF and keeps nothing', async () => {
    const gif = await animatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    await expectRefused(gif, 'image/gif', messages.photoAnimated);
  });

  it('refuses a decompression bomb (20,000 × 20,000 in a few bytes) before decoding it, and keeps nothing', async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    await expectRefused(bomb, 'image/png', messages.photoTooManyPixels);
  });

  it('refuses an SVG named .png with image/png, and deletes it', async () => {
    const before = (await callApi<{ profile: PersonalInfo }>('GET', '/me', { token: user.idToken })).body;
    const key = await upload(user, svg, 'avatar.png', 'image/png');
    const res = await setPhoto(user, key);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.uploadRasterImage);
    expect((await fetch(objectUrl(key))).status).toBe(404);
    const after = (await callApi<{ profile: PersonalInfo }>('GET', '/me', { token: user.idToken })).body;
    expect(after.profile.photoURL).toBe(before.profile.photoURL);
    const again = await setPhoto(user, key);
    expect(errorMessage(again)).toBe(messages.failedToUploadProfilePhoto);
  });

  it('refuses a text file, whatever its label, and deletes it', async () => {
    for (const label of ['text/plain', 'image/png']) {
      const key = await upload(user, Buffer.from('just some notes\n'), 'notes.png', label);
      const res = await setPhoto(user, key);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(messages.uploadRasterImage);
      expect((await fetch(objectUrl(key))).status).toBe(404);
    }
  });

  it('refuses non-images, SVG and files over 10 MB before presigning', async () => {
    const text = await presign(user, { fileName: 'notes.txt', contentType: 'text/plain', size: 10 });
    expect(text.status).toBe(400);
    expect(errorMessage(text)).toBe(messages.uploadImageFile);
    const vector = await presign(user, { fileName: 'a.svg', contentType: 'image/svg+xml', size: 10 });
    expect(vector.status).toBe(400);
    expect(errorMessage(vector)).toBe(messages.uploadRasterImage);
    const big = await presign(user, {
      fileName: 'big.png',
      contentType: 'image/png',
      size: limits.profilePhotoMaxBytes + 1,
    });
    expect(big.status).toBe(400);
    expect(errorMessage(big)).toBe(messages.uploadImageTooLarge);
  });

  it('refuses another user’s upload, a key not handed out, and an upload never made', async () => {
    const other = await createMember();
    const theirs = await upload(other, png, 'theirs.png', 'image/png');
    for (const key of [
      theirs,
      `pending/../${theirs}`,
      'voice_recordings/x',
      `profilePhotos/${user.userId}/1_a.png`,
    ]) {
      const res = await setPhoto(user, key);
      expect(res.status).toBe(403);
      expect(errorMessage(res)).toBe(messages.failedToUploadProfilePhoto);
    }
    // Still the owner's to use.
    expect((await setPhoto(other, theirs)).status).toBe(200);

    const never = await presign(user, { fileName: 'x.png', contentType: 'image/png', size: png.length });
    const missing = await setPhoto(user, never.body.key);
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe(messages.failedToUploadProfilePhoto);
  });

  it('refuses a user who has not finished profile setup', async () => {
    const newcomer = await signUpUser();
    const res = await presign(newcomer, { fileName: 'me.png', contentType: 'image/png', size: png.length });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe(messages.profileRequired);
  });
});
