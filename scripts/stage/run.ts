import { spawnSync } from 'node:child_process';

/** Runs a command in the repository with inherited output; stops the script if it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${command} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
