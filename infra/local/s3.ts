import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import S3rver from 's3rver';
import { sweepPendingUploadsRegularly } from './pending-sweep';
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
 * s3rver removes a key's folders once a delete leaves them empty. An upload into the same folder at that
 * moment (pending/ sees many) then opens its file in a folder that is gone, and the write stream's error,
 * which s3rver does not handle, ends the whole local stack. Deletes here leave the folders in place.
 */
function keepFoldersOnDelete(server: S3rver): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((part) =>
        rm(store.getResourcePath(bucket, key, part), { force: true }),
      ),
    );
  };
}

/**
 * s3rver on loopback with the media bucket. It does not enforce presigned-POST policies, so the
 * handlers re-check every uploaded object (type, size, leading bytes) before they accept it, here as in
 * AWS. Every response says `X-Content-Type-Options: nosniff`, as CloudFront's headers policy does: media
 * is only ever read with the content type the server chose. Expired pending uploads are swept.
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
  keepFoldersOnDelete(server);
  // Set as the head is written: s3rver drops headers set earlier when it answers with an error.
  const handle = server.callback.bind(server);
  server.callback = () => {
    const inner = handle();
    return (req, res) => {
      const writeHead = res.writeHead;
      res.writeHead = ((...args: Parameters<typeof writeHead>) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        return writeHead.apply(res, args);
      }) as typeof writeHead;
      inner(req, res);
    };
  };
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stopSweeping = sweepPendingUploadsRegularly(endpoint, bucket);
  return {
    endpoint,
    stop: () => {
      stopSweeping();
      return server.close();
    },
  };
}
