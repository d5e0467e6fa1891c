import { runAsFunction } from './iam/enforce';
import type { Service } from './service';

const sweepEntry = 'functions/events/sweep-unverified.ts';

const sweepEveryMs = 60 * 60 * 1000;

/**
 * The local stand-in for the daily schedule of the unverified-account sweep: the same handler, at start and
 * every hour while the stack runs (`npm run sweep:unverified` runs it at once). Returns the function that stops it.
 */
export function sweepUnverifiedAccountsRegularly(): Service {
  const sweep = async () => {
    const { handler } = await import(`../../${sweepEntry}`);
    const { removed } = await runAsFunction(sweepEntry, () => handler());
    if (removed.length) console.log(`  ✂  Removed ${removed.length} account(s) never verified`);
  };
  const run = () =>
    sweep().catch((error) => console.warn(`Sweeping unverified accounts failed: ${String(error)}`));
  void run();
  const timer = setInterval(run, sweepEveryMs);
  timer.unref();
  return { endpoint: 'schedule: unverified-account sweep', stop: async () => clearInterval(timer) };
}
