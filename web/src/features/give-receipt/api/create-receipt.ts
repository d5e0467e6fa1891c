import { errorCodes } from '@contract/error-codes';
import * as messages from '@contract/messages';
import type { CreateReceiptRequest } from '@contract/schemas/receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

// A retried submit of the same recording reuses its upload instead of sending the audio again.
const uploaded = new WeakMap<Blob, string>();
/** No answer (0), a limit (429), an outage (503). */
const passedOn = new Set([0, 429, 503]);

/** Uploads the voice note straight to S3 through a presigned POST, once per recording; returns its key. */
async function uploadVoice(blob: Blob): Promise<string> {
  const known = uploaded.get(blob);
  if (known) return known;
  const post = await callApi('createVoiceUpload', {
    body: { contentType: blob.type || 'audio/webm', size: blob.size },
  }).catch((error: unknown) => {
    // No connection, a limit or an outage is said as the API said it: the give flow keeps the draft for it.
    throw error instanceof ApiError && passedOn.has(error.status)
      ? error
      : new Error(messages.failedToUploadVoice);
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(post.fields)) form.append(key, value);
  form.append('file', blob);
  const res = await fetch(post.url, { method: 'POST', body: form }).catch(() => {
    throw new ApiError(0, messages.networkError);
  });
  if (!res.ok) throw new Error(messages.failedToUploadVoice);
  uploaded.set(blob, post.key);
  return post.key;
}

export interface ReceiptSubmission {
  request: Omit<CreateReceiptRequest, 'voiceRecording'>;
  voice: Blob | null;
}

/** The feedback request a receipt to this recipient answers, if the give link named one of theirs. */
export type AnsweredRequest = (recipientId: string) => string | undefined;

export function useCreateReceipt(answered?: AnsweredRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, voice }: ReceiptSubmission) => {
      const voiceRecording = voice ? await uploadVoice(voice) : null;
      const requestId = answered?.(request.recipientId);
      const body = { ...request, voiceRecording, ...(requestId ? { requestId } : {}) };
      return callApi('createReceipt', { body }).catch((error: unknown) => {
        // An earlier try was sent with this recording, which belongs to that receipt now: the next
        // submit, a new receipt, uploads it again.
        if (voice && error instanceof ApiError && error.code === errorCodes.receiptRequestReused)
          uploaded.delete(voice);
        throw error;
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.list({ of: 'recent-recipients' }) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.feedbackRequests.all }),
      ]),
  });
}
