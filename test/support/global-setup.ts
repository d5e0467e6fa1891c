import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrivateStack } from './start-stack';
import { outputsFileOf, parseTarget, stackFromOutputsFile } from './target';

declare global {
  var __receiptsStack: ChildProcess | undefined;
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
  const { child, stack } = await startPrivateStack();
  globalThis.__receiptsStack = child;
  if (!stack.local) throw new Error('The local stack has no emulator endpoints');
  const { dynamoEndpoint, s3Endpoint, cognitoEndpoint } = stack.local;

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
