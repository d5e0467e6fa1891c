import { spawn, spawnSync } from 'node:child_process';

/** Runs a command in the repository with inherited output; stops the script if it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${command} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
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
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  await cleanUp();
  if (status !== 0) {
    console.error(`${command} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
