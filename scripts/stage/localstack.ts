import { spawnSync } from 'node:child_process';
import { startCognitoShim } from '../../infra/local/cognito-shim';
import { loopbackOrigin } from '../../infra/local/service';
import { stageConfig, toolkitStackName } from '../../infra/stage-config';
import { deployStacks } from './deploy-stacks';
import { run, runServing } from './run';

/**
 * `npm run test:localstack`: deploys the `localstack` stage to a running LocalStack with cdklocal
 * (`npm i -g aws-cdk-local`, or `npm i --no-save aws-cdk-local`) and runs the suite against its outputs.
 * The suite's own AWS SDK calls go to LocalStack through AWS_ENDPOINT_URL. The site signs in through the
 * Cognito shim in front of LocalStack (it turns Amplify's token refresh into a call LocalStack has), kept on
 * `shimPort` while the suite runs.
 */
const stage = 'localstack';
const endpoint = process.env.AWS_ENDPOINT_URL ?? 'http://localhost.localstack.cloud:4566';
const env = {
  ...process.env,
  AWS_ENDPOINT_URL: endpoint,
  AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'test',
  AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'test',
};
if (spawnSync('npx', ['--no-install', 'cdklocal', '--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('cdklocal is missing: npm install --no-save aws-cdk-local (and start LocalStack).');
  process.exit(1);
}
run('npm', ['run', 'build:web'], env);
// The stage's stacks deploy through the branch stages' bootstrap qualifier (infra/stage-config.ts).
const qualifier = stageConfig(stage).bootstrapQualifier;
run(
  'npx',
  [
    '--no-install',
    'cdklocal',
    'bootstrap',
    '--qualifier',
    qualifier,
    '--toolkit-stack-name',
    toolkitStackName(qualifier),
    '-c',
    `stage=${stage}`,
  ],
  env,
);
const shimPort = Number(process.env.LOCALSTACK_COGNITO_SHIM_PORT ?? 4567);
const outputsFile = deployStacks(
  stage,
  ['--no-install', 'cdklocal'],
  ['-c', `stage=${stage}`, '-c', `userPoolEndpoint=${loopbackOrigin(shimPort)}`],
  env,
);
const shim = await startCognitoShim(shimPort, endpoint);
await runServing(
  'npm',
  ['run', 'test:target'],
  { ...env, RECEIPTS_TARGET: `outputs:${outputsFile}` },
  shim.stop,
);
