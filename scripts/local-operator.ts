/**
 * What an operator's script needs of the running local stack (`npm start`): its endpoints, clients of its
 * DynamoDB and Cognito, the user pool's id, and a member's id by username. `--ready-file=<path>` reads the
 * endpoints of a stack started with `--ports=auto --ready-file=<path>` instead of the fixed ports.
 */
import { readFileSync } from 'node:fs';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../functions/store/platform/keys';
import { cognitoClient } from '../infra/local/cognito';
import { localCredentials } from '../infra/local/service';
import { defaultPorts, localNames } from '../infra/local/stack';

/** What a local operator's script adds when the stack did not answer. */
export const localStackHint = 'Is the local stack running (`npm start`)?';

/** The running local stack's emulator endpoints: the fixed ports, or those its ready file names. */
export function localEndpoints(readyFile: string | undefined) {
  type Endpoints = { dynamoEndpoint: string; s3Endpoint: string; cognitoEndpoint: string };
  return readyFile
    ? (JSON.parse(readFileSync(readyFile, 'utf8')) as Endpoints)
    : {
        dynamoEndpoint: `http://127.0.0.1:${defaultPorts.dynamodb}`,
        s3Endpoint: `http://127.0.0.1:${defaultPorts.s3}`,
        cognitoEndpoint: `http://127.0.0.1:${defaultPorts.cognito}`,
      };
}

export function localOperator(readyFile: string | undefined) {
  const endpoints = localEndpoints(readyFile);
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: endpoints.dynamoEndpoint,
      region: 'local',
      credentials: localCredentials,
    }),
  );
  const cognito = cognitoClient(endpoints.cognitoEndpoint);
  return {
    dynamo,
    cognito,
    tableName: localNames.table,
    async userIdOf(username: string): Promise<string> {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: localNames.table, Key: keys.usernameClaim(username.toLowerCase()) }),
      );
      if (!Item?.userId) throw new Error(`No member has the username ${username}`);
      return String(Item.userId);
    },
    async userPoolId(): Promise<string> {
      const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      const id = pools.UserPools?.find((pool) => pool.Name === localNames.userPool)?.Id;
      if (!id) throw new Error('The local user pool was not found: is `npm start` running?');
      return id;
    },
    close() {
      dynamo.destroy();
      cognito.destroy();
    },
  };
}
