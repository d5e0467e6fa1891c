import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { privateS3 } from '../support/private-s3';

/**
 * The local stack's S3 under uploads and deletes in one folder at once (as `pending/` sees while tests
 * run in parallel). s3rver used to remove a folder a delete had emptied while another upload was opening
 * its file there: the unhandled write error ended the whole stack.
 */
describe('the local S3', () => {
  const bucket = 'races';
  let s3: S3Client;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ s3, stop } = await privateS3(bucket));
  });
  afterAll(() => stop?.());

  it('keeps serving while uploads and deletes share a folder', async () => {
    const put = (Key: string) =>
      s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: `object ${Key}` }));
    for (let round = 0; round < 150; round++) {
      // The delete empties the round's folder while the other uploads are opening their files in it.
      await put(`pending/${round}/first`);
      await Promise.all([
        s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: `pending/${round}/first` })),
        ...Array.from({ length: 6 }, (_, i) => put(`pending/${round}/next-${i}`)),
      ]);
    }
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'pending/last', Body: 'still here' }));
    const last = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'pending/last' }));
    expect(await last.Body?.transformToString()).toBe('still here');
  });
});
