/** The part of s3rver's API the local stack uses (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Where objects live: one folder per key prefix, three files per object. */
    store: {
      getResourcePath(bucket: string, key: string, part: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
      copyObject(
        srcBucket: string,
        srcKey: string,
        destBucket: string,
        destKey: string,
        replacementMetadata?: Record<string, string>,
      ): Promise<unknown>;
      /** A stored object, its `content` a stream of the range asked (none when the range cannot be met). */
      getObject(
        bucket: string,
        key: string,
        options?: { start?: number; end?: number },
      ): Promise<{ size: number; range?: object; content: import('node:stream').Readable | null } | null>;
    };
    /** Koa's request listener; `run()` builds its HTTP server from it. */
    callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  }
}
