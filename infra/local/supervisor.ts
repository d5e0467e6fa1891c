import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ownChild } from './child-process';
import { type Service, waitFor } from './service';

/** One run of an emulator's process, ready to answer. */
export interface ChildRun {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** An emulator kept running by `supervise`; `pid` is its current process (tests and the soak read it). */
export interface SupervisedService extends Service {
  pid(): number | undefined;
  /** The stack is stopping: from now on the process ending is expected, not a crash to restart. */
  expectStop(): void;
}

/**
 * A just-spawned emulator process as a run, once `probe` succeeds: owned by this process (ended with it), and
 * stopped again if it dies or never answers during start-up.
 */
export async function readyRun(
  name: string,
  child: ChildProcess,
  probe: () => Promise<unknown>,
): Promise<ChildRun> {
  const stop = ownChild(child);
  try {
    await waitFor(name, probe, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

const restartWindowMs = 60_000;
const maxRestartsInWindow = 5;

/**
 * Keeps an emulator running, as AWS keeps its services up: when its process ends without being asked
 * (a crash, a kill), it is started again on the same port and data, `afterRestart` runs (the table, the
 * stream), and the console says so. The gateway and the other emulators keep running meanwhile. An
 * emulator that keeps dying (more than 5 times a minute) is left stopped, with a message naming it.
 */
export async function supervise(
  name: string,
  endpoint: string,
  launch: () => Promise<ChildRun>,
  hooks: { afterRestart?: () => Promise<void>; onRestart?: () => void } = {},
): Promise<SupervisedService> {
  let run = await launch();
  let stopping = false;
  const restarts: number[] = [];

  const restart = async () => {
    for (;;) {
      const startedAt = Date.now();
      restarts.push(startedAt);
      while ((restarts[0] ?? startedAt) < startedAt - restartWindowMs) restarts.shift();
      if (restarts.length > maxRestartsInWindow) {
        console.error(
          `  ✗  ${name} stopped ${maxRestartsInWindow} times within a minute; it is not restarted again. The rest of the stack keeps running; restart \`npm start\` to bring it back.`,
        );
        return;
      }
      try {
        const next = await launch();
        if (stopping) return await next.stop();
        run = next;
        watch(next);
        await hooks.afterRestart?.();
        hooks.onRestart?.();
        console.log(`  ✓  ${name} restarted in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
        return;
      } catch (error) {
        console.error(
          `  ✗  ${name} could not be restarted: ${error instanceof Error ? error.message : String(error)}`,
        );
        await sleep(1_000);
      }
    }
  };

  function watch(current: ChildRun) {
    current.child.once('exit', (code, signal) => {
      if (stopping || current !== run) return;
      console.error(`  ⚠  ${name} stopped (${signal ?? `exit code ${code}`}); restarting it`);
      void restart();
    });
  }
  watch(run);

  return {
    endpoint,
    pid: () => run.child.pid,
    expectStop: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      await run.stop();
    },
  };
}
