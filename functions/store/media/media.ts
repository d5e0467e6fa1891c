import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { limits } from '@contract/limits';
import type { PresignedPost } from '@contract/schemas/common';
import { sniffBytes } from '../../domain/media-types';
import { mediaBucket, s3 } from '../platform/s3-client';

export interface UploadRule<Kind> {
  contentTypePrefix: string;
  maxBytes: number;
  /** What the file's leading bytes say it is; `null` refuses it. */
  sniff: (leadingBytes: Uint8Array) => Kind | null;
}

/** A presigned POST whose policy pins the key, the content type and the size range. */
export async function presignUpload(
  key: string,
  contentType: string,
  rule: Pick<UploadRule<unknown>, 'contentTypePrefix' | 'maxBytes'>,
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

export type UploadProblem = 'missing' | 'wrongType' | 'tooLarge';
export type UploadCheck<Kind> = { ok: true; kind: Kind } | { ok: false; problem: UploadProblem };

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof Error && ['NoSuchKey', 'NotFound'].includes(error.name));

export type UploadRead<Kind> =
  | { ok: true; kind: Kind; bytes: Uint8Array }
  | { ok: false; problem: UploadProblem };

/**
 * One ranged GET of an upload's first `upTo` bytes, and the check of what that one answer holds: its
 * declared type, its whole size and what its leading bytes say it is. The local S3 emulator does not
 * enforce POST policies, and a label proves nothing, so this is the check that counts. A wrong object is
 * deleted.
 */
async function readChecked<Kind>(
  key: string,
  rule: UploadRule<Kind>,
  upTo: number,
): Promise<UploadRead<Kind>> {
  let declaredType = '';
  let size = 0;
  let bytes: Uint8Array = new Uint8Array();
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket: mediaBucket(), Key: key, Range: `bytes=0-${upTo - 1}` }),
    );
    declaredType = object.ContentType ?? '';
    size = Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? object.ContentLength ?? 0);
    bytes = (await object.Body?.transformToByteArray()) ?? bytes;
  } catch (error) {
    if (isMissing(error)) return { ok: false, problem: 'missing' };
    // An empty object has no first byte to range over.
    if (statusOf(error) !== 416) throw error;
  }
  const kind = declaredType.startsWith(rule.contentTypePrefix)
    ? rule.sniff(bytes.subarray(0, sniffBytes))
    : null;
  const problem: UploadProblem | null = !kind ? 'wrongType' : size > rule.maxBytes ? 'tooLarge' : null;
  if (!problem) return { ok: true, kind: kind as Kind, bytes };
  await deleteMedia(key);
  return { ok: false, problem };
}

/**
 * Checks an uploaded object before it is copied (a voice note): its leading bytes only. What the copy
 * holds is the caller's to check again, as the upload may be replaced in between.
 */
export async function inspectUpload<Kind>(key: string, rule: UploadRule<Kind>): Promise<UploadCheck<Kind>> {
  const read = await readChecked(key, rule, sniffBytes);
  return read.ok ? { ok: true, kind: read.kind } : read;
}

/**
 * Reads an upload whole (at most `rule.maxBytes`: a larger one is refused from its size, never read past
 * that) in one GET, and checks those bytes as `inspectUpload` does. The bytes returned are the very ones
 * checked: the upload's presigned form stays valid for minutes, so the object may be replaced after this
 * read, and whatever uses the upload (a profile photo's decoding) must use these bytes, never read it again.
 */
export const readUpload = <Kind>(key: string, rule: UploadRule<Kind>): Promise<UploadRead<Kind>> =>
  readChecked(key, rule, rule.maxBytes);

export interface StoredMedia {
  contentType: string;
  cacheControl: string;
}

/**
 * Copies an inspected upload to its lasting key with the metadata the server chose (nothing the uploader
 * sent survives), out of the expiring pending prefix. `false` when the upload is gone.
 */
export async function storeUpload(from: string, to: string, media: StoredMedia): Promise<boolean> {
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket: mediaBucket(),
        CopySource: `${mediaBucket()}/${from}`,
        Key: to,
        MetadataDirective: 'REPLACE',
        ContentType: media.contentType,
        ContentDisposition: 'inline',
        CacheControl: media.cacheControl,
      }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Writes an object anew in place (a copy onto itself), so its `Last-Modified` is now: an anonymous receipt's
 * voice note, at delivery, says nothing of when it was sent. `false` when it is gone.
 */
export const rewriteMedia = (key: string, media: StoredMedia) => storeUpload(key, key, media);

/** A whole object's bytes (an inspected upload, at most its rule's size); `null` when it is gone. */
export async function readMedia(key: string): Promise<Uint8Array | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return (await object.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Whether an object is stored (one HEAD). */
export async function hasMedia(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Writes an object the server made, with the metadata the server chose. */
export const putMedia = (key: string, body: Uint8Array, media: StoredMedia) =>
  s3
    .send(
      new PutObjectCommand({
        Bucket: mediaBucket(),
        Key: key,
        Body: body,
        ContentType: media.contentType,
        ContentDisposition: 'inline',
        CacheControl: media.cacheControl,
      }),
    )
    .then(() => undefined);

export const deleteMedia = (key: string) =>
  s3.send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: key })).then(() => undefined);

/**
 * A short-lived link to a private object (voice notes), served with the content type the server chose.
 * S3 cannot add `X-Content-Type-Options: nosniff` to its own answers, so the link is site-relative: the
 * site's CloudFront passes the presigned request on to the bucket's regional endpoint (whose host the
 * signature covers) and adds the security headers; locally the dev server passes it on to the emulator.
 */
export async function presignDownload(key: string, contentType: string): Promise<string> {
  const signed = new URL(
    await getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: mediaBucket(),
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: 'attachment',
      }),
      { expiresIn: limits.presignedUrlSeconds },
    ),
  );
  // The emulator is addressed path-style (`/<bucket>/<key>`); the site serves keys at the root.
  const bucketPath = `/${mediaBucket()}/`;
  const path = signed.pathname.startsWith(bucketPath)
    ? signed.pathname.slice(bucketPath.length - 1)
    : signed.pathname;
  return `${path}${signed.search}`;
}
