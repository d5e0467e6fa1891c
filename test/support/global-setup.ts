import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestStack } from './stack';
import { outputsFileOf, parseTarget, stackFromOutputsFile } from './target';

declare global {
  var __receiptsStack: ChildProcess | undefined;
}

interface ReadyFile extends Omit<TestStack, 'local' | 'region'> {
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  cognitoDbDir: string;
}

/**
 * Finds the stack under test once per Jest run and hands it to the workers. By default it starts the local
 * stack (in-memory DynamoDB, fresh S3 and Cognito dirs, free ports) exactly as `npm start` does: the `local`
 * project gets it in RECEIPTS_STACK, and the `outputs` project (jest.config.js) gets only an outputs file
 * written for it, with the SDK pointed at the emulators through AWS_ENDPOINT_URL_* — as a deployed stage is
 * tested. With RECEIPTS_TARGET set, only the outputs file (or stage) it names is used.
 */
export default async function globalSetup(): Promise<void> {
  const target = parseTarget(process.env.RECEIPTS_TARGET);
  if (target.kind === 'outputs') {
    process.env.RECEIPTS_TARGET_STACK = JSON.stringify(stackFromOutputsFile(target.file, target.stage));
    return;
  }
  const ready = await startLocalStack();
  const { dynamoEndpoint, s3Endpoint, cognitoEndpoint, cognitoDbDir, ...endpoints } = ready;
  const stack: TestStack = {
    ...endpoints,
    region: 'local',
    local: { dynamoEndpoint, s3Endpoint, cognitoEndpoint, cognitoDbDir },
  };
  process.env.RECEIPTS_STACK = JSON.stringify(stack);

  const outputsFile = join(mkdtempSync(join(tmpdir(), 'receipts-outputs-')), 'outputs.json');
  const { local: _, ...described } = stack;
  writeFileSync(outputsFile, JSON.stringify(outputsFileOf(described, 'ci'), null, 2));
  process.env.RECEIPTS_TARGET_STACK = JSON.stringify(stackFromOutputsFile(outputsFile, 'ci'));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: s3Endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoEndpoint,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
}

async function startLocalStack(): Promise<ReadyFile> {
  const readyFile = join(mkdtempSync(join(tmpdir(), 'receipts-ready-')), 'stack.json');
  const child = spawn(
    join(process.cwd(), 'node_modules/.bin/tsx'),
    ['infra/local/start.ts', '--ephemeral', '--ports=auto', `--ready-file=${readyFile}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  globalThis.__receiptsStack = child;
  const deadline = Date.now() + 120_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error('The local stack exited during start-up');
    if (Date.now() > deadline) throw new Error('The local stack did not start within 120 s');
    await sleep(100);
  }
  return JSON.parse(readFileSync(readyFile, 'utf8')) as ReadyFile;
}
