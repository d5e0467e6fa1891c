import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { startS3 } from '../../infra/local/s3';
import { freePort } from './free-port';

/** The local stack's S3 emulator on its own, with one bucket in a temporary folder, and a client for it. */
export async function privateS3(bucket: string) {
  const dir = mkdtempSync(join(tmpdir(), 'receipts-s3-'));
  const service = await startS3(await freePort(), dir, bucket);
  const s3 = new S3Client({
    endpoint: service.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    s3,
    stop: async () => {
      s3.destroy();
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
