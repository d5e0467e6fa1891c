/**
 * s3rver in a process of its own (started by s3.ts), as S3 is a service apart in AWS: it can be paused,
 * killed and restarted without the gateway, and its memory is measured apart. Reads PORT, DIR, BUCKET and
 * ALLOW_ORIGIN (the site's origin: the only page that may upload to it or read it from a browser).
 */
import { rm, utimes } from 'node:fs/promises';
import S3rver from 's3rver';

const corsRules = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${process.env.ALLOW_ORIGIN}</AllowedOrigin>
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
 * which s3rver does not handle, ends the whole process. Deletes here leave the folders in place.
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
 * S3 answers a ranged read of an empty object with 416 (no first byte to read). s3rver promises a byte it does
 * not have (`Content-Range: bytes 0-0/0`, length 1) and the client waits until it gives up; the media checks'
 * first ranged read then timed out into a 503 where S3 gives a clear 400. Here it answers as S3 does.
 */
function emptyObjectsHaveNoRange(server: S3rver): void {
  const { store } = server;
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (object?.range && object.size === 0) {
      object.content?.destroy();
      object.content = null;
    }
    return object;
  };
}

/**
 * S3 writes an object anew when it is copied onto itself (its metadata replaced): its `Last-Modified` is the
 * copy's time. s3rver keeps the file, and with it the old time; here the copy is a new write, as in S3.
 */
function copyOntoItselfIsAWrite(server: S3rver): void {
  const { store } = server;
  const copyObject = store.copyObject.bind(store);
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    if (srcBucket === destBucket && srcKey === destKey) {
      const now = new Date();
      await utimes(store.getResourcePath(destBucket, destKey, 'object'), now, now);
    }
    return copyObject(srcBucket, srcKey, destBucket, destKey, replacementMetadata);
  };
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.PORT),
  directory: process.env.DIR,
  silent: true,
  configureBuckets: [{ name: process.env.BUCKET ?? '', configs: [corsRules] }],
});
keepFoldersOnDelete(server);
emptyObjectsHaveNoRange(server);
copyOntoItselfIsAWrite(server);
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
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
