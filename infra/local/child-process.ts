import type { ChildProcess } from 'node:child_process';

/** Ends a child process with the stack, and also if this process exits without stopping it. */
export function ownChild(child: ChildProcess): () => Promise<void> {
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A paused process (SIGSTOP, as the fault tests do) only acts on the SIGTERM once it runs again.
    child.kill('SIGCONT');
    await exited;
  };
}
