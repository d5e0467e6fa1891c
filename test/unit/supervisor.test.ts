import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ChildRun, readyRun, type SupervisedService, supervise } from '../../infra/local/supervisor';

/** A real process that runs until it is signalled, as an emulator does; `launches` counts its starts. */
function idleEmulator() {
  const runs: ChildRun[] = [];
  const launch = async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    const run = await readyRun('idle', child, async () => true);
    runs.push(run);
    return run;
  };
  return { launch, runs };
}

/** Signals the emulator's current process and waits until the supervisor has heard of its end. */
async function endCurrent(runs: ChildRun[], signal: NodeJS.Signals) {
  const { child } = runs.at(-1)!;
  const ended = once(child, 'exit');
  child.kill(signal);
  await ended;
}

/** A restart starts a process at once; this long without one, none is coming. */
const restartWaitMs = 300;

async function launchesAfterWait(runs: ChildRun[], expected: number) {
  for (let waited = 0; runs.length < expected && waited < 5_000; waited += 20) await sleep(20);
  await sleep(restartWaitMs);
  return runs.length;
}

describe('the local stack supervisor', () => {
  let service: SupervisedService | undefined;
  const errors: string[] = [];
  beforeEach(() => {
    errors.length = 0;
    jest.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await service?.stop();
    jest.restoreAllMocks();
  });

  it('starts an emulator again when its process ends unasked', async () => {
    const { launch, runs } = idleEmulator();
    service = await supervise('idle', 'http://127.0.0.1:1', launch);
    await endCurrent(runs, 'SIGKILL');
    expect(await launchesAfterWait(runs, 2)).toBe(2);
    expect(errors.join('\n')).toMatch(/idle stopped \(SIGKILL\); restarting it/);
  });

  it('neither restarts nor warns when the stack is stopping and Ctrl-C reached the emulator first', async () => {
    const { launch, runs } = idleEmulator();
    service = await supervise('idle', 'http://127.0.0.1:1', launch);
    service.expectStop();
    await endCurrent(runs, 'SIGINT');
    expect(await launchesAfterWait(runs, 1)).toBe(1);
    expect(errors).toEqual([]);
  });
});
