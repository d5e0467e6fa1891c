/**
 * `npm run moderator -- <username>`: makes a member of the running local stack (`npm start`) a moderator,
 * i.e. puts them in the user pool's `moderators` group. They see Moderation after signing in again (the
 * group is a claim of the ID token). `--ready-file=<path>` reads the endpoints of a stack started with
 * `--ports=auto --ready-file=<path>` instead of the fixed ports.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../functions/store/keys';
import { cognitoClient } from '../infra/local/cognito';
import { addModerator } from '../infra/local/moderators';
import { localCredentials } from '../infra/local/service';
import { defaultPorts, localNames } from '../infra/local/stack';

const { values, positionals } = parseArgs({
  options: { 'ready-file': { type: 'string' } },
  allowPositionals: true,
});
const username = positionals[0];
if (!username) {
  console.error('Usage: npm run moderator -- <username> [--ready-file=<path>]');
  process.exit(1);
}

const endpoints = values['ready-file']
  ? (JSON.parse(readFileSync(values['ready-file'], 'utf8')) as {
      dynamoEndpoint: string;
      cognitoEndpoint: string;
    })
  : {
      dynamoEndpoint: `http://127.0.0.1:${defaultPorts.dynamodb}`,
      cognitoEndpoint: `http://127.0.0.1:${defaultPorts.cognito}`,
    };

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: endpoints.dynamoEndpoint, region: 'local', credentials: localCredentials }),
);
const cognito = cognitoClient(endpoints.cognitoEndpoint);
try {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: localNames.table, Key: keys.usernameClaim(username.toLowerCase()) }),
  );
  if (!Item?.userId) throw new Error(`No member has the username ${username}`);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId = pools.UserPools?.find((pool) => pool.Name === localNames.userPool)?.Id;
  if (!userPoolId) throw new Error('The local user pool was not found: is `npm start` running?');
  await addModerator(cognito, userPoolId, String(Item.userId));
  console.log(`${username} is a moderator now. They see Moderation after signing in again.`);
} catch (error) {
  console.error(
    `Could not make ${username} a moderator: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  dynamo.destroy();
  cognito.destroy();
}
