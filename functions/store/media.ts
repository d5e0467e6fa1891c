import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { limits } from '@contract/limits';
import type { PresignedPost } from '@contract/schemas/common';
import { mediaBucket, s3 } from './s3-client';

export interface UploadRule {
  contentTypePrefix: string;
  maxBytes: number;
}

/** A presigned POST whose policy pins the key, the content type and the size range. */
export async function presignUpload(
  key: string,
  contentType: string,
  rule: UploadRule,
): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: mediaBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, rule.maxBytes],
      ['starts-with', '$Content-Type', rule.contentTypePrefix],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: limits.presignedUrlSeconds,
  });
  return { url, fields, key };
}

export type UploadCheck = 'ok' | 'missing' | 'wrongType' | 'tooLarge';

/**
 * Re-checks an uploaded object before its key is stored (the local S3 emulator does not enforce POST
 * policies). A wrong object is deleted.
 */
export async function checkUpload(key: string, rule: UploadRule): Promise<UploadCheck> {
  let head: { ContentType?: string; ContentLength?: number };
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error instanceof Error && error.name === 'NotFound')) return 'missing';
    throw error;
  }
  const verdict: UploadCheck = !head.ContentType?.startsWith(rule.contentTypePrefix)
    ? 'wrongType'
    : (head.ContentLength ?? 0) > rule.maxBytes
      ? 'tooLarge'
      : 'ok';
  if (verdict !== 'ok') await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: key }));
  return verdict;
}

/** A short-lived link to a private object (voice notes). */
export const presignDownload = (key: string) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: key }), {
    expiresIn: limits.presignedUrlSeconds,
  });
