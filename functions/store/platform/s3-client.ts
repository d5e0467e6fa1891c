import { S3Client } from '@aws-sdk/client-s3';
import { envNames, requiredEnv } from '../../config';
import { callDeadlines } from './deadlines';
import { defaultProvider } from './environment-credentials';

/** Its own module, so handlers without media do not bundle the S3 client. */
const s3Endpoint = process.env[envNames.s3Endpoint];
/** s3rver accepts only its own fixed key pair. */
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const s3 = new S3Client(
  s3Endpoint
    ? {
        ...callDeadlines,
        endpoint: s3Endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: s3rverCredentials,
      }
    : { ...callDeadlines, credentials: defaultProvider() },
);

export const mediaBucket = () => requiredEnv(envNames.mediaBucket);
