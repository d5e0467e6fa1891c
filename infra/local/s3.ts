import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { sweepPendingUploadsRegularly } from './pending-sweep';
import { localOrigin } from './service';
import { type ChildRun, readyRun, type SupervisedService, supervise } from './supervisor';

/** One s3rver process (s3-process.ts) on `port`, answering. */
async function launchS3(port: number, dir: string, bucket: string, allowOrigin: string): Promise<ChildRun> {
  const resolve = createRequire(import.meta.url).resolve;
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(resolve('tsx')).href, resolve('./s3-process.ts')],
    {
      env: { ...process.env, PORT: String(port), DIR: dir, BUCKET: bucket, ALLOW_ORIGIN: allowOrigin },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return readyRun('s3rver', child, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/${bucket}?max-keys=0`);
    if (!res.ok) throw new Error(`s3rver answered ${res.status}`);
  });
}

/**
 * s3rver on loopback with the media bucket, in its own process, restarted when that process dies (the
 * objects stay on disk). It does not enforce presigned-POST policies, so the handlers re-check every
 * uploaded object (type, size, leading bytes) before they accept it, here as in AWS. Every response says
 * `X-Content-Type-Options: nosniff`, as CloudFront's headers policy does: media is only ever read with the
 * content type the server chose. Expired pending uploads are swept.
 */
export async function startS3(
  port: number,
  dir: string,
  bucket: string,
  hooks: Parameters<typeof supervise>[3] = {},
  allowOrigin = localOrigin,
): Promise<SupervisedService> {
  mkdirSync(dir, { recursive: true });
  const s3 = await supervise(
    's3rver',
    `http://127.0.0.1:${port}`,
    () => launchS3(port, dir, bucket, allowOrigin),
    hooks,
  );
  const stopSweeping = sweepPendingUploadsRegularly(s3.endpoint, bucket);
  return {
    ...s3,
    stop: () => {
      stopSweeping();
      return s3.stop();
    },
  };
}
