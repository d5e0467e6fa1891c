import type { PresignedPost } from '@contract/schemas/common';

/** Uploads a file through a presigned POST, as the browser does. */
export async function uploadWithPresignedPost(post: PresignedPost, content: Blob): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(post.fields)) form.append(key, value);
  form.append('file', content);
  const res = await fetch(post.url, { method: 'POST', body: form });
  return res.status;
}
