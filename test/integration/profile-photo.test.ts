import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { PersonalInfo } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { uploadWithPresignedPost } from '../support/upload';

const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' });

async function presign(user: TestMember, body: Record<string, unknown>) {
  return callApi<PresignedPost>('POST', '/me/photo-upload', { token: user.idToken, body });
}

describe('profile photo', () => {
  let user: TestMember;
  beforeAll(async () => {
    user = await createMember();
  });

  it('uploads an image under the caller’s prefix and stores its URL', async () => {
    const post = await presign(user, {
      fileName: 'me & my cat.png',
      contentType: 'image/png',
      size: png.size,
    });
    expect(post.status).toBe(200);
    expect(post.body.key).toMatch(new RegExp(`^profilePhotos/${user.userId}/\\d+_me_my_cat\\.png$`));
    expect(await uploadWithPresignedPost(post.body, png)).toBeLessThan(300);

    const res = await callApi<PersonalInfo>('PUT', '/me/photo', {
      token: user.idToken,
      body: { key: post.body.key },
    });
    expect(res.status).toBe(200);
    expect(res.body.photoURL).toBe(`/${post.body.key}`);
  });

  it('refuses non-images and files over 10 MB before presigning', async () => {
    const text = await presign(user, { fileName: 'notes.txt', contentType: 'text/plain', size: 10 });
    expect(text.status).toBe(400);
    expect(errorMessage(text)).toBe(messages.uploadImageFile);
    const big = await presign(user, {
      fileName: 'big.png',
      contentType: 'image/png',
      size: limits.profilePhotoMaxBytes + 1,
    });
    expect(big.status).toBe(400);
    expect(errorMessage(big)).toBe(messages.uploadImageTooLarge);
  });

  it('re-checks the stored object: a non-image that slipped past the policy is refused and deleted', async () => {
    const post = await presign(user, { fileName: 'sneaky.png', contentType: 'image/png', size: 5 });
    const fields = { ...post.body.fields, 'Content-Type': 'text/html' };
    expect(await uploadWithPresignedPost({ ...post.body, fields }, new Blob(['<b>hi</b>']))).toBeLessThan(
      300,
    );
    const res = await callApi('PUT', '/me/photo', { token: user.idToken, body: { key: post.body.key } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(messages.uploadImageFile);
    const again = await callApi('PUT', '/me/photo', { token: user.idToken, body: { key: post.body.key } });
    expect(errorMessage(again)).toBe(messages.failedToUploadProfilePhoto);
  });

  it('refuses a key outside the caller’s prefix, and a key that was never uploaded', async () => {
    const other = await createMember();
    const post = await presign(other, { fileName: 'theirs.png', contentType: 'image/png', size: png.size });
    await uploadWithPresignedPost(post.body, png);
    for (const key of [
      post.body.key,
      `profilePhotos/${user.userId}/../${other.userId}/x.png`,
      'voice_recordings/x',
    ]) {
      const res = await callApi('PUT', '/me/photo', { token: user.idToken, body: { key } });
      expect(res.status).toBe(403);
    }
    const missing = await callApi('PUT', '/me/photo', {
      token: user.idToken,
      body: { key: `profilePhotos/${user.userId}/123_never.png` },
    });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe(messages.failedToUploadProfilePhoto);
  });
});
