import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { envNames, requiredEnv } from '../config';

/** Created once per container, outside the handler. Local endpoints come from the local stack. */
const dynamoEndpoint = process.env[envNames.dynamoEndpoint];
const s3Endpoint = process.env[envNames.s3Endpoint];
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** s3rver accepts only its own fixed key pair. */
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient(
    dynamoEndpoint ? { endpoint: dynamoEndpoint, region: 'local', credentials: localCredentials } : {},
  ),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const s3 = new S3Client(
  s3Endpoint
    ? { endpoint: s3Endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3rverCredentials }
    : {},
);

export const tableName = () => requiredEnv(envNames.tableName);
export const mediaBucket = () => requiredEnv(envNames.mediaBucket);
