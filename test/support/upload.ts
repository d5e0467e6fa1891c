import type { PresignedPost } from '@contract/schemas/common';
import { callApi } from './api';
import type { TestMember } from './profiles';

/** Uploads a file through a presigned POST, as the browser does. */
export async function uploadWithPresignedPost(post: PresignedPost, content: Blob): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(post.fields)) form.append(key, value);
  form.append('file', content);
  const res = await fetch(post.url, { method: 'POST', body: form });
  return res.status;
}

/** Uploads `content` through a presigned POST that declares `contentType` (a forged form can send any). */
export const uploadDeclaring = (post: PresignedPost, content: Buffer, contentType: string): Promise<number> =>
  uploadWithPresignedPost(
    { ...post, fields: { ...post.fields, 'Content-Type': contentType } },
    new Blob([new Uint8Array(content)]),
  );

/** The smallest file the server accepts as a WebM voice note (its EBML header). */
export const tinyWebm = () =>
  new Blob([Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex')], {
    type: 'audio/webm',
  });

/** A voice note uploaded by `member` to a fresh pending key, ready to attach to a receipt. */
export async function uploadVoiceNote(member: TestMember): Promise<string> {
  const blob = tinyWebm();
  const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
    token: member.idToken,
    body: { contentType: 'audio/webm', size: blob.size },
  });
  if (post.status !== 200 || (await uploadWithPresignedPost(post.body, blob)) >= 300)
    throw new Error(`voice upload failed: ${post.status}`);
  return post.body.key;
}
