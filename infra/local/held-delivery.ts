import { limits } from '../../contract/limits';
import { runAsFunction } from './iam/enforce';
import type { Service } from './service';

const deliveryEntry = 'functions/events/deliver-held.ts';

/**
 * The local stand-in for the delivery schedule: the same handler under the same role, at start (what fell
 * due while the stack was stopped) and every `limits.deliveryRunMinutes` (`npm run deliver` runs it at once).
 */
export function deliverHeldReceiptsRegularly(): Service {
  const deliver = async () => {
    const { handler } = await import(`../../${deliveryEntry}`);
    const { delivered, withheld } = await runAsFunction(deliveryEntry, () => handler());
    if (delivered + withheld) console.log(`  ✉  Delivered ${delivered + withheld} held anonymous receipt(s)`);
  };
  const run = () =>
    deliver().catch((error) => console.warn(`Delivering held receipts failed: ${String(error)}`));
  void run();
  const timer = setInterval(run, limits.deliveryRunMinutes * 60 * 1000);
  timer.unref();
  return { endpoint: 'schedule: held receipts delivery', stop: async () => clearInterval(timer) };
}
