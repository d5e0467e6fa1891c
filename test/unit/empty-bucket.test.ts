import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { emptyBucket } from '../../scripts/stage/empty-bucket';
import { privateS3 } from '../support/private-s3';

/** `stage:destroy` empties a branch stage's media bucket (it has no autoDeleteObjects) before deleting it. */
describe('emptying a bucket before its stack is deleted', () => {
  const bucket = 'media';
  let s3: S3Client;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ s3, stop } = await privateS3(bucket));
  });
  afterAll(() => stop?.());

  it('deletes every object, page after page, and says how many', async () => {
    const keys = [
      ...Array.from({ length: 7 }, (_, i) => `profilePhotos/member-${i}/256.webp`),
      'previewCards/member-1.png',
      'voice_recordings/a/b.webm',
      'pending/upload',
    ];
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Key }));

    expect(await emptyBucket(s3, bucket, 3)).toBe(keys.length);
    const left = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(left.KeyCount ?? 0).toBe(0);
    // An empty bucket is fine: a second destroy run goes on.
    expect(await emptyBucket(s3, bucket, 3)).toBe(0);
  });
});
