/**
 * `npm test`'s last step: the type check and every Jest suite side by side. tsc runs on one thread, and while
 * Jest starts its stacks and waits on them and on the browser, two cores are a third idle; run one after the
 * other they took about 45 s longer. tsc's findings print once it ends; either failing fails the step.
 * Jest's run keeps its temporary files (the stacks' data, about 100 MB) in a folder of its own, removed after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command: string, args: string[], quiet: boolean, env = process.env) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

const jestTmp = mkdtempSync(join(tmpdir(), 'receipts-test-run-'));
const [types, jest] = await Promise.all([
  run('npm', ['run', '--silent', 'typecheck'], true),
  run('npm', ['run', 'test:jest'], false, { ...process.env, TMPDIR: jestTmp }),
]);
rmSync(jestTmp, { recursive: true, force: true });
console.log(types.code === 0 ? 'Type check: no errors.' : `Type check failed:\n${types.output}`);
process.exit(types.code || jest.code);
