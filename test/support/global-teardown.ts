import { removeTestUsers } from './deployed-cleanup';
import { parseTarget } from './target';

export default async function globalTeardown(): Promise<void> {
  if (parseTarget(process.env.RECEIPTS_TARGET).kind === 'outputs') {
    const stack = process.env.RECEIPTS_TARGET_STACK;
    if (stack) console.log(`Removed ${await removeTestUsers(JSON.parse(stack))} test users from the stage`);
    return;
  }
  const child = globalThis.__receiptsStack;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
