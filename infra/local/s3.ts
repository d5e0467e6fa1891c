import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { Service } from './service';

const corsRules = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * s3rver on loopback with the media bucket. It does not enforce presigned-POST policies, so the
 * handlers re-check every uploaded object (HeadObject) before they accept it, here as in AWS.
 */
export async function startS3(port: number, dir: string, bucket: string): Promise<Service> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsRules] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
