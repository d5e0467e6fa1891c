/**
 * What an operator's script needs of the running local stack (`npm start`): its endpoints, clients of its
 * DynamoDB and Cognito, the user pool's id, a member's id by username, and a scheduled job run now as AWS
 * runs it. `--ready-file=<path>` reads the endpoints of a stack started with `--ports=auto
 * --ready-file=<path>` instead of the fixed ports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { envNames } from '../functions/config';
import * as keys from '../functions/store/platform/keys';
import { cognitoClient } from '../infra/local/cognito';
import { enforceIamFromFile, runAsFunction } from '../infra/local/iam/enforce';
import { localCredentials } from '../infra/local/service';
import { type LocalEndpoints, localNames } from '../infra/local/stack';
import { defaultPorts, type LocalStack } from '../infra/local/stack-shape';
import { repoRoot } from '../infra/paths';

/** What a local operator's script adds when the stack did not answer. */
export const localStackHint = 'Is the local stack running (`npm start`)?';

/** What a stack started with `--ready-file=<path>` wrote there (infra/local/start.ts); null without one. */
type ReadyFile = Partial<Omit<LocalStack, 'stop'>> & LocalEndpoints;
const readyFileAt = (readyFile: string | undefined): ReadyFile | null =>
  readyFile ? (JSON.parse(readFileSync(readyFile, 'utf8')) as ReadyFile) : null;

const fixedEndpoints: LocalEndpoints = {
  dynamoEndpoint: `http://127.0.0.1:${defaultPorts.dynamodb}`,
  s3Endpoint: `http://127.0.0.1:${defaultPorts.s3}`,
  cognitoEndpoint: `http://127.0.0.1:${defaultPorts.cognito}`,
};

/** The running local stack's emulator endpoints: the fixed ports, or those its ready file names. */
export const localEndpoints = (readyFile: string | undefined): LocalEndpoints =>
  readyFileAt(readyFile) ?? fixedEndpoints;

/** The local user pool's id, found by its name. */
async function localUserPoolId(cognito: ReturnType<typeof cognitoClient>): Promise<string> {
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const id = pools.UserPools?.find((pool) => pool.Name === localNames.userPool)?.Id;
  if (!id) throw new Error('The local user pool was not found: is `npm start` running?');
  return id;
}

/** What a scheduled job run against the local stack is given: the stack, as its ready file or fixed ports say. */
export interface LocalJobStack {
  ready: ReadyFile | null;
  endpoints: LocalEndpoints;
  /** The local user pool's id (a question to Cognito). */
  userPoolId(): Promise<string>;
}

export interface LocalJob {
  /** What the script says failed, before the reason: "Could not deliver held receipts". */
  failure: string;
  /** `--ready-file=<path>`, when the stack was started with one. */
  readyFile: string | undefined;
  /** What the job reads from the environment besides the table and its endpoint (mail, URLs, user pool). */
  env?: (stack: LocalJobStack) => Promise<Record<string, string>> | Record<string, string>;
  /** Work done first as the operator, in no function's role (the sweep's backfill). */
  asOperator?: () => Promise<void>;
  /** The job itself, under the local stack's IAM policies, as each function's role allows it in AWS. */
  run: () => Promise<void>;
}

/**
 * Runs a scheduled job now against the running local stack, through the handlers AWS runs: the functions'
 * environment points at the local table, then `run` goes under the IAM policies the stack wrote. A failure
 * says `failure`, why, and asks whether the stack runs, without a stack trace: exit code 1.
 */
export async function runLocalJob(job: LocalJob): Promise<void> {
  try {
    const ready = readyFileAt(job.readyFile);
    const endpoints = ready ?? fixedEndpoints;
    const stack = {
      ready,
      endpoints,
      userPoolId: () => localUserPoolId(cognitoClient(endpoints.cognitoEndpoint)),
    };
    Object.assign(process.env, {
      [envNames.tableName]: localNames.table,
      [envNames.dynamoEndpoint]: endpoints.dynamoEndpoint,
      ...(await job.env?.(stack)),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
    await job.asOperator?.();
    enforceIamFromFile(ready?.iamPoliciesFile ?? join(repoRoot, '.local', 'iam-policies.json'));
    await job.run();
  } catch (error) {
    console.error(`${job.failure}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(localStackHint);
    process.exitCode = 1;
  }
}

/**
 * The handler of `entry` (`functions/events/deliver-held.ts`) run with `event`, in its function's role.
 * Imported only now: the functions read their environment as they load.
 */
export async function runHandler<Handler extends (...event: never[]) => Promise<unknown>>(
  entry: string,
  ...event: Parameters<Handler>
): Promise<Awaited<ReturnType<Handler>>> {
  const { handler } = (await import(`../${entry}`)) as { handler: Handler };
  return runAsFunction(entry, () => handler(...event)) as Promise<Awaited<ReturnType<Handler>>>;
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
    userPoolId: () => localUserPoolId(cognito),
    close() {
      dynamo.destroy();
      cognito.destroy();
    },
  };
}
