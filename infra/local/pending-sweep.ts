import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { limits } from '@contract/limits';
import { pendingUploadPrefix } from '../../functions/domain/media-keys';

/** s3rver accepts only its own fixed key pair. */
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const pendingUploadMaxAgeMs = limits.pendingUploadDays * 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

/**
 * The local stand-in for the Data stack's lifecycle rule: deletes pending uploads last modified before
 * `olderThan` (attached uploads were moved out of the prefix). Returns the keys it deleted. `only` limits
 * it to some keys (tests share one stack with other test files).
 */
export async function sweepPendingUploads(
  endpoint: string,
  bucket: string,
  olderThan: Date,
  only?: ReadonlySet<string>,
): Promise<string[]> {
  const s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3rverCredentials,
  });
  const deleted: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: pendingUploadPrefix, ContinuationToken: token }),
      );
      const expired = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified < olderThan && (!only || only.has(o.Key)))
        .map((o) => o.Key as string);
      if (expired.length) {
        await s3.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: expired.map((Key) => ({ Key })) } }),
        );
        deleted.push(...expired);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    s3.destroy();
  }
  return deleted;
}

/** Sweeps at start and every hour while the stack runs; returns the function that stops it. */
export function sweepPendingUploadsRegularly(endpoint: string, bucket: string): () => void {
  const sweep = () =>
    sweepPendingUploads(endpoint, bucket, new Date(Date.now() - pendingUploadMaxAgeMs)).catch((error) =>
      console.warn(`Sweeping expired uploads failed: ${String(error)}`),
    );
  void sweep();
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
