import { spawn, spawnSync } from 'node:child_process';

/** Ends the script with the command's status when it did not succeed. */
function stopIfFailed(command: string, status: number | null, signal: NodeJS.Signals | null): void {
  if (status === 0) return;
  console.error(`${command} failed (exit ${status ?? signal})`);
  process.exit(status ?? 1);
}

/** Runs a command in the repository with inherited output; stops the script if it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  stopIfFailed(command, result.status, result.signal);
}

/**
 * `run` for a command that needs this process to keep serving meanwhile (a local shim it talks to): the
 * event loop stays free while it runs; a failure stops the script after `cleanUp`.
 */
export async function runServing(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanUp: () => Promise<void>,
): Promise<void> {
  console.log(`$ ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { stdio: 'inherit', env });
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, killedBy) => resolve([code, killedBy])),
  );
  await cleanUp();
  stopIfFailed(command, status, signal);
}
