import { execSync } from 'node:child_process';
import { assertEphemeralStage, stageName } from './stage';

/**
 * The stage to synthesise: `-c stage=<name>` (a branch stage by name, e.g. from the nightly sweep), else the
 * stage of `-c ref=<git ref>`, else of the current git branch. Production is reached only through the main
 * branch's ref.
 */
export function resolveStage(
  from: { ref?: string | undefined; stage?: string | undefined },
  checkout?: string,
): string {
  if (from.stage) return assertEphemeralStage(from.stage);
  return stageName(from.ref ?? currentBranch(checkout));
}

/** The branch checked out in `checkout` (this process's folder by default). */
export function currentBranch(checkout?: string): string {
  let branch: string;
  try {
    branch = execSync('git rev-parse --abbrev-ref HEAD', {
      cwd: checkout,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    throw new Error('Not in a git checkout: pass -c ref=<branch> or -c stage=<name>');
  }
  // A detached checkout (a tag, a commit, a pull request's merge) has no branch to name a stage after.
  if (branch === 'HEAD')
    throw new Error('No branch is checked out (detached HEAD): pass -c ref=<branch> or -c stage=<name>');
  return branch;
}
