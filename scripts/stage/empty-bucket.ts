import { DeleteObjectsCommand, ListObjectsCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * Deletes every object of `bucket`, a page (at most 1,000 keys) at a time; returns how many. A branch
 * stage's media bucket has no `autoDeleteObjects` (media-bucket-policy.ts says why), so `stage:destroy`
 * empties it before CloudFormation deletes it. Each round lists from the start again: what was listed is
 * gone, so no continuation token has to outlive the keys it points past. (ListObjects, not V2: the local
 * S3 emulator answers a truncated V2 listing with a 500; S3 serves both.)
 */
export async function emptyBucket(client: S3Client, bucket: string, pageSize = 1000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, MaxKeys: pageSize }));
    const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (!objects.length) return deleted;
    const answer = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
    );
    if (answer.Errors?.length)
      throw new Error(
        `Could not delete ${answer.Errors.length} objects of ${bucket}: ${answer.Errors[0]?.Message}`,
      );
    deleted += objects.length;
  }
}
