import { startPrivateStack } from '../test/support/start-stack';

/**
 * Starts the same local stack the tests use (ephemeral, free ports, no site), exposed as RECEIPTS_STACK in the
 * shape the test support modules read; returns how to stop it. `root`: another checkout's stack instead.
 */
export async function startBenchStack(root?: string): Promise<() => Promise<void>> {
  const { child } = await startPrivateStack({ site: false, ...(root ? { root } : {}) });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
