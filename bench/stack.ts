import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts the same local stack the tests use (ephemeral, free ports, no site) and exposes it as RECEIPTS_STACK. */
export async function startBenchStack(): Promise<() => Promise<void>> {
  const readyFile = join(mkdtempSync(join(tmpdir(), 'receipts-bench-')), 'stack.json');
  const child: ChildProcess = spawn(
    join(process.cwd(), 'node_modules/.bin/tsx'),
    ['infra/local/start.ts', '--ephemeral', '--ports=auto', '--no-site', `--ready-file=${readyFile}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error('the local stack exited during start-up');
    await sleep(100);
  }
  process.env.RECEIPTS_STACK = readFileSync(readyFile, 'utf8');
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
