import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3 } from '../../infra/local/s3';
import type { Service } from '../../infra/local/service';

/**
 * The local stack's S3 under uploads and deletes in one folder at once (as `pending/` sees while tests
 * run in parallel). s3rver used to remove a folder a delete had emptied while another upload was opening
 * its file there: the unhandled write error ended the whole stack.
 */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

describe('the local S3', () => {
  const bucket = 'races';
  let dir: string;
  let s3Service: Service;
  let s3: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'receipts-s3-races-'));
    s3Service = await startS3(await freePort(), dir, bucket);
    s3 = new S3Client({
      endpoint: s3Service.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await s3Service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

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
