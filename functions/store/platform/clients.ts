import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { envNames, requiredEnv } from '../../config';
import { callDeadlines } from './deadlines';
import { defaultProvider } from './environment-credentials';

/** Created once per container, outside the handler. A local endpoint comes from the local stack. */
const dynamoEndpoint = process.env[envNames.dynamoEndpoint];
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient(
    dynamoEndpoint
      ? { ...callDeadlines, endpoint: dynamoEndpoint, region: 'local', credentials: localCredentials }
      : { ...callDeadlines, credentials: defaultProvider() },
  ),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = () => requiredEnv(envNames.tableName);
