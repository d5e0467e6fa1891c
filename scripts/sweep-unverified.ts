/**
 * `npm run sweep:unverified`: runs the unverified-account sweep (the daily schedule's handler) now against the
 * running local stack (`npm start`), which also runs it at start and hourly. `--ready-file=<path>` reads the
 * endpoints of a stack started with `--ports=auto --ready-file=<path>`. `--backfill` first brings older
 * accounts under the sweep (functions/events/backfill-unverified.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../infra/local/cognito';
import { enforceIamFromFile, runAsFunction } from '../infra/local/iam/enforce';
import { defaultPorts, type LocalEndpoints, localEmulatorEnv, localNames } from '../infra/local/stack';
import { repoRoot } from '../infra/paths';
import { localStackHint } from './local-operator';

const { values } = parseArgs({
  options: { 'ready-file': { type: 'string' }, backfill: { type: 'boolean' } },
});
const ready = values['ready-file']
  ? (JSON.parse(readFileSync(values['ready-file'], 'utf8')) as LocalEndpoints & { iamPoliciesFile: string })
  : null;
const iamPoliciesFile = ready?.iamPoliciesFile ?? join(repoRoot, '.local', 'iam-policies.json');
const sweepEntry = 'functions/events/sweep-unverified.ts';
const endpoints = ready
  ? ready
  : {
      dynamoEndpoint: `http://127.0.0.1:${defaultPorts.dynamodb}`,
      s3Endpoint: `http://127.0.0.1:${defaultPorts.s3}`,
      cognitoEndpoint: `http://127.0.0.1:${defaultPorts.cognito}`,
    };

try {
  const cognito = cognitoClient(endpoints.cognitoEndpoint);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId = pools.UserPools?.find((pool) => pool.Name === localNames.userPool)?.Id;
  if (!userPoolId) {
    console.error('The local user pool was not found: is `npm start` running?');
    process.exit(1);
  }
  Object.assign(process.env, {
    ...localEmulatorEnv(endpoints, userPoolId),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  if (values.backfill) {
    const { backfillUnverifiedAccounts } = await import('../functions/events/backfill-unverified');
    const { entered, removedSignIns } = await backfillUnverifiedAccounts(new Date());
    console.log(
      `Backfill: ${entered.length} unverified profile(s) put under the sweep; ${removedSignIns.length} sign-in(s) without a profile removed.`,
    );
  }
  enforceIamFromFile(iamPoliciesFile);
  const { handler } = await import(`../${sweepEntry}`);
  const { removed, verified, finished } = await runAsFunction(sweepEntry, () => handler());
  console.log(
    `Removed ${removed.length} account(s) not verified within the limit; ${verified.length} found verified${finished ? '' : ' (more left: run again)'}.`,
  );
} catch (error) {
  console.error(
    `Could not sweep unverified accounts: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(localStackHint);
  process.exitCode = 1;
}
