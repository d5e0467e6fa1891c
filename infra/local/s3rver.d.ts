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
    };
    /** Koa's request listener; `run()` builds its HTTP server from it. */
    callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  }
}
