import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { PersonalInfo } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadDeclaring, uploadWithPresignedPost } from '../support/upload';
import { signUpUser } from '../support/users';

/** A real 1×1 PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
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

// Local-only: reads media objects straight from the emulated bucket.
describeWith('readMediaObjects')('profile photo', () => {
  let user: TestMember;
  beforeAll(async () => {
    user = await createMember();
  });

  it('uploads a real PNG to an opaque pending key, then serves it from an opaque key as image/png, nosniff', async () => {
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
    expect(res.body.photoURL).toMatch(/^\/profilePhotos\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(objectUrl(res.body.photoURL!.slice(1)));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Moved out of the pending prefix, and the upload cannot be attached twice.
    expect((await fetch(objectUrl(post.body.key))).status).toBe(404);
    expect((await setPhoto(user, post.body.key)).status).toBe(403);

    // A new photo replaces the old one, whose object is deleted.
    const next = await setPhoto(user, await upload(user, png, 'again.png', 'image/png'));
    expect(next.status).toBe(200);
    expect(next.body.photoURL).not.toBe(res.body.photoURL);
    expect((await fetch(objectUrl(res.body.photoURL!.slice(1)))).status).toBe(404);
  });

  it('serves a photo labelled image/jpeg but PNG inside with the type its bytes say', async () => {
    const res = await setPhoto(user, await upload(user, png, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(res.body.photoURL).toMatch(/\.png$/);
    expect((await fetch(objectUrl(res.body.photoURL!.slice(1)))).headers.get('content-type')).toBe(
      'image/png',
    );
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
