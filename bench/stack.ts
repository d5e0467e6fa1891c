import { startPrivateStack } from '../test/support/start-stack';

/**
 * Starts the same local stack the tests use (ephemeral, free ports, no site unless `site`: then the built
 * site behind the local edge), exposed as RECEIPTS_STACK in the shape the test support modules read; returns
 * how to stop it. `root`: another checkout's stack instead.
 */
export async function startBenchStack(
  options: { root?: string; site?: boolean } = {},
): Promise<() => Promise<void>> {
  const { root, site = false } = options;
  const { child } = await startPrivateStack({ site, ...(root ? { root } : {}) });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
