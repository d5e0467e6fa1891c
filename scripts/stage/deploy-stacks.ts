import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { outputsFileFor } from '../../infra/stage-outputs';
import { run } from './run';

/**
 * Deploys every stack of `stage` without asking, through `cdk` (`npx <cdk…> deploy`), and keeps the stack
 * outputs in the stage's outputs file; returns that file's path.
 */
export function deployStacks(
  stage: string,
  cdk: readonly string[],
  context: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  const outputsFile = outputsFileFor(stage);
  mkdirSync(dirname(outputsFile), { recursive: true });
  run(
    'npx',
    [...cdk, 'deploy', '--all', '--require-approval', 'never', '--outputs-file', outputsFile, ...context],
    env,
  );
  return outputsFile;
}
