import { limits } from '@contract/limits';
import {
  arrivalsOf,
  mailFigures,
  mailProfiles,
  monthDays,
  monthStart,
  runTimes,
  seededRandom,
} from '../../bench/mail-arrivals';
import { usageProfile } from '../../bench/prices';

const hourOf = (at: number) => new Date(at).getUTCHours() + new Date(at).getUTCMinutes() / 60;
const [usage, busy, popular] = mailProfiles;

describe('the receipt e-mail row’s simulated month', () => {
  it('draws the same numbers in [0, 1) for the same seed, others for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(Array.from({ length: 1000 }, seededRandom(1)).every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('starts on a Monday and gives the usage profile its receipts a day, in waking hours, in order', () => {
    expect(new Date(monthStart).getUTCDay()).toBe(1);
    const arrivals = arrivalsOf(usage!, 1);
    expect(arrivals).toHaveLength(usageProfile.receiptsPerDay * monthDays);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    expect(arrivals.every((at) => hourOf(at) >= 8 && hourOf(at) < 22)).toBe(true);
    expect(arrivalsOf(usage!, 1)).toEqual(arrivals);
  });

  it('gives the busy member 3 within 20 minutes after each of two meetings on the 22 workdays only', () => {
    // 1 to 30 March 2032: four whole weeks and Monday 29 and Tuesday 30.
    const arrivals = arrivalsOf(busy!, 2);
    expect(arrivals).toHaveLength(22 * 6);
    expect(arrivals.every((at) => ![0, 6].includes(new Date(at).getUTCDay()))).toBe(true);
    expect(arrivals.every((at) => hourOf(at) >= 9 && hourOf(at) < 17 + 1 / 3)).toBe(true);
  });

  it('gives the popular member 20 a day', () => {
    expect(arrivalsOf(popular!, 3)).toHaveLength(20 * monthDays);
  });

  it('runs the schedule every 15 minutes until the gap and one more run have passed after the month', () => {
    const runs = runTimes();
    const every = limits.gatheredMailRunMinutes * 60_000;
    expect(runs[0]).toBe(monthStart);
    expect(runs.slice(1).every((at, i) => at - runs[i]! === every)).toBe(true);
    const monthEnd = monthStart + monthDays * 86_400_000;
    expect(runs.at(-1)).toBe(monthEnd + limits.receiptMailGapMinutes * 60_000 + every);
  });

  it('gives the figures per member: before one e-mail a receipt, after the sends and gathered ones', () => {
    // 5 members, 600 receipts: 120 each; 300 sent at once and 150 gathered: 90 each, 0.75 of before.
    expect(mailFigures(5, 600, 300, 150)).toEqual({ receipts: 120, before: 120, after: 90, ratio: 0.75 });
    expect(mailFigures(1, 0, 0, 0).ratio).toBe(0);
  });
});
