import { execSync } from 'node:child_process';
import { assertEphemeralStage, stageName } from './stage';

/**
 * The stage to synthesise: `-c stage=<name>` (a branch stage by name, e.g. from the nightly sweep), else the
 * stage of `-c ref=<git ref>`, else of the current git branch. Production is reached only through the main
 * branch's ref.
 */
export function resolveStage(from: { ref?: string | undefined; stage?: string | undefined }): string {
  if (from.stage) return assertEphemeralStage(from.stage);
  return stageName(from.ref ?? currentBranch());
}

export function currentBranch(): string {
  try {
    return execSync('git rev-parse --abbrev-ref HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    throw new Error('Not in a git checkout: pass -c ref=<branch> or -c stage=<name>');
  }
}
