import { execSync } from 'node:child_process';

/** One isolated copy per stage: `-c stage=<name>`, else the git branch, else `dev`. */
export function resolveStage(fromContext: unknown): string {
  const raw =
    typeof fromContext === 'string' && fromContext
      ? fromContext
      : (() => {
          try {
            return execSync('git rev-parse --abbrev-ref HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
              .toString()
              .trim();
          } catch {
            return '';
          }
        })();
  const clean = raw
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 24)
    .replace(/^-+|-+$/g, '');
  return clean && clean !== 'head' ? clean : 'dev';
}
