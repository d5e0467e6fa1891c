import { limits } from '../../contract/limits';
import { importFunction } from './function-module';
import { runAsFunction } from './iam/enforce';
import type { Service } from './service';

interface LocalSchedule<Outcome> {
  /** The function's entry: the same handler EventBridge Scheduler invokes in AWS, under its role. */
  entry: string;
  everyMinutes: number;
  /** What the stack lists among its services, and names when a run fails. */
  name: string;
  /** A line for the console when a run did something, or null. */
  report(outcome: Outcome): string | null;
}

/**
 * The local stand-in for one of EventBridge Scheduler's schedules: the same handler under the same role, at
 * start (what fell due while the stack was stopped) and every `everyMinutes` while the stack runs.
 */
function runRegularly<Outcome>({ entry, everyMinutes, name, report }: LocalSchedule<Outcome>): Service {
  const once = async () => {
    const { handler } = await importFunction<{ handler: () => unknown }>(entry);
    const line = report(await runAsFunction(entry, () => handler() as Promise<Outcome>));
    if (line) console.log(`  ${line}`);
  };
  const run = () => once().catch((error) => console.warn(`${name} failed: ${String(error)}`));
  void run();
  const timer = setInterval(run, everyMinutes * 60 * 1000);
  timer.unref();
  return { endpoint: `schedule: ${name}`, stop: async () => clearInterval(timer) };
}

/**
 * What EventBridge Scheduler runs in AWS: the unverified-account sweep (daily there, hourly here;
 * `npm run sweep:unverified` runs it at once), held receipts' delivery (`npm run deliver`), and gathered
 * receipt e-mails.
 */
export const runSchedulesLocally = (): Service[] => [
  runRegularly<{ removed: unknown[] }>({
    entry: 'functions/events/sweep-unverified.ts',
    everyMinutes: 60,
    name: 'unverified-account sweep',
    report: ({ removed }) =>
      removed.length ? `✂  Removed ${removed.length} account(s) never verified` : null,
  }),
  runRegularly<{ delivered: number; withheld: number; reminded: number; requestsReminded: number }>({
    entry: 'functions/events/deliver-held.ts',
    everyMinutes: limits.deliveryRunMinutes,
    name: 'held receipts delivery',
    report: ({ delivered, withheld, reminded, requestsReminded }) =>
      [
        delivered + withheld
          ? `✉  Delivered ${delivered + withheld} held anonymous receipt(s) or answer(s)`
          : '',
        reminded ? `⏰ Reminded ${reminded} giver(s) of a follow-up` : '',
        requestsReminded ? `⏰ Reminded ${requestsReminded} contact(s) of a feedback request` : '',
      ]
        .filter(Boolean)
        .join('\n  ') || null,
  }),
  runRegularly<{ sent: number }>({
    entry: 'functions/events/send-gathered-mail.ts',
    everyMinutes: limits.gatheredMailRunMinutes,
    name: 'gathered receipt e-mails',
    report: ({ sent }) => (sent ? `✉  Sent ${sent} gathered receipt e-mail(s)` : null),
  }),
];
