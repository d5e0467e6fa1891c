import * as messages from '@contract/messages';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSaveThenRefresh } from '@/lib/save-then-refresh';

/** Presigned POST straight to S3, then the API checks the object and stores its URL. */
export function usePhotoUpload() {
  return useSaveThenRefresh(queryKeys.me.all, async (file: File) => {
    const post = await callApi('createPhotoUpload', {
      body: { fileName: file.name, contentType: file.type, size: file.size },
    });
    const form = new FormData();
    for (const [key, value] of Object.entries(post.fields)) form.append(key, value);
    form.append('file', file);
    const res = await fetch(post.url, { method: 'POST', body: form });
    if (!res.ok) throw new Error(messages.failedToUploadPhoto);
    return callApi('setPhoto', { body: { key: post.key } });
  });
}
