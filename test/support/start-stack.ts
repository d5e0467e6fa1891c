import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gatewayNodeFlags } from '../../infra/local/gateway-heap';
import type { LocalInternals, TestStack } from './stack';

/** What only the local stack has (see LocalInternals), among what its ready file holds. */
const localInternals = [
  'dynamoEndpoint',
  's3Endpoint',
  'cognitoEndpoint',
  'cognitoDbDir',
  'cognitoLog',
  'mailDir',
  'processesFile',
  'iamPoliciesFile',
  'siteDir',
  'edgeSecret',
] as const satisfies readonly (keyof LocalInternals)[];

/** What `infra/local/start.ts --ready-file` writes: the stack's endpoints, emulator internals included. */
type ReadyFile = Omit<TestStack, 'local' | 'region'> & LocalInternals;

/**
 * Starts a private local stack (in-memory DynamoDB, fresh S3 and Cognito dirs, free ports), exactly as
 * `npm start` does, and puts it in RECEIPTS_STACK for the test support modules.
 */
export async function startPrivateStack(
  options: {
    /** The built site (the default), none, or Vite's dev server as `npm start` serves it. */
    site?: boolean | 'dev';
    /** Keep DynamoDB on disk here (survives a kill of its process). */
    dataDir?: string;
    /** The checkout whose stack to start (another commit's worktree, for the bench); this one by default. */
    root?: string;
  } = {},
): Promise<{ child: ChildProcess; stack: TestStack }> {
  const readyFile = join(mkdtempSync(join(tmpdir(), 'receipts-ready-')), 'stack.json');
  const root = options.root ?? process.cwd();
  // Node itself with tsx's loader, not the `tsx` command: that wrapper passes a signal on only if the stack
  // acknowledges it within 30 ms and otherwise kills it outright, which on a busy machine left its emulators
  // running after the stack was gone.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      ...gatewayNodeFlags,
      'infra/local/start.ts',
      ...(options.dataDir ? [`--data-dir=${options.dataDir}`] : ['--ephemeral']),
      '--ports=auto',
      `--ready-file=${readyFile}`,
      ...(options.site === false ? ['--no-site'] : options.site === 'dev' ? [] : ['--built-site']),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, LOG_LEVEL: process.env.RECEIPTS_STACK_LOG_LEVEL ?? 'silent' },
    },
  );
  // The stack goes with the process that started it, however that process ends (a bench row's early exit, a
  // crash): it is never left running on its own.
  const stopWithParent = () => child.kill('SIGTERM');
  process.once('exit', stopWithParent);
  child.once('exit', () => process.off('exit', stopWithParent));
  const deadline = Date.now() + 240_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error('The local stack exited during start-up');
    if (Date.now() > deadline) throw new Error('The local stack did not start within 240 s');
    await sleep(100);
  }
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as ReadyFile;
  const isLocal = (key: string) => (localInternals as readonly string[]).includes(key);
  const pick = (keep: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(ready).filter(([key]) => keep(key)));
  const stack: TestStack = {
    ...(pick((key) => !isLocal(key)) as Omit<TestStack, 'local' | 'region'>),
    region: 'local',
    local: pick(isLocal) as unknown as LocalInternals,
  };
  process.env.RECEIPTS_STACK = JSON.stringify(stack);
  return { child, stack };
}
