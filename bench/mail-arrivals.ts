import { limits } from '@contract/limits';
import { usageProfile } from './prices';
import { sized } from './smoke';

/**
 * The receipt e-mail row's simulated month (bench/mail.ts): when each member's receipts arrive, and the
 * gathered-mail schedule's runs. Pure and seeded, so every run simulates the same month.
 */
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
export const monthDays = sized(30, 3);
/**
 * A Monday (1 March 2032, UTC), years ahead, so the local stack's own schedule, which runs on the real clock,
 * never finds the simulated windows due.
 */
export const monthStart = Date.UTC(2032, 2, 1);

/** A fixed seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A time of day in [from, to) hours, in ms after midnight. */
const between = (random: () => number, fromHour: number, toHour: number) =>
  fromHour * hourMs + random() * (toHour - fromHour) * hourMs;
/** Waking hours, when a member's receipts arrive (UTC: one member's day, time zones aside). */
const waking = [8, 22] as const;
const spread = (count: number) => (random: () => number) =>
  Array.from({ length: count }, () => between(random, ...waking));

/** Three receipts within 20 minutes after a meeting that ends between `fromHour` and `toHour`. */
const afterMeeting = (random: () => number, fromHour: number, toHour: number) => {
  const ends = between(random, fromHour, toHour);
  return Array.from({ length: 3 }, () => ends + random() * 20 * minuteMs);
};

export interface MailProfile {
  name: string;
  text: string;
  /** The day's arrivals, ms after its midnight; `workday` Monday to Friday. */
  day: (random: () => number, workday: boolean) => number[];
}

/** The member profiles the row simulates; the first is the cost row's usage profile (bench/prices.ts). */
export const mailProfiles: MailProfile[] = [
  {
    name: 'usage profile',
    text: `${usageProfile.receiptsPerDay} a day at random times, 08:00 to 22:00`,
    day: spread(usageProfile.receiptsPerDay),
  },
  {
    name: 'busy',
    text: 'on workdays, 3 within 20 minutes after a morning meeting (ends 09:00 to 12:00) and an afternoon one (13:00 to 17:00)',
    day: (random, workday) =>
      workday ? [...afterMeeting(random, 9, 12), ...afterMeeting(random, 13, 17)] : [],
  },
  { name: 'popular', text: '20 a day at random times, 08:00 to 22:00', day: spread(20) },
];

/** One member's receipts over the month, oldest first (epoch ms); `seed` makes each member's own. */
export function arrivalsOf(profile: MailProfile, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: monthDays }, (_, d) => {
    const midnight = monthStart + d * dayMs;
    const weekday = new Date(midnight).getUTCDay();
    return profile.day(random, weekday >= 1 && weekday <= 5).map((at) => midnight + Math.floor(at));
  })
    .flat()
    .sort((a, b) => a - b);
}

/**
 * The gathered-mail schedule's runs, every `limits.gatheredMailRunMinutes` from the month's start, until the
 * last window's gap and one more run have passed (so what is gathered at the month's end is sent too).
 */
export function runTimes(): number[] {
  const every = limits.gatheredMailRunMinutes * minuteMs;
  const end = monthStart + monthDays * dayMs + limits.receiptMailGapMinutes * minuteMs + every;
  return Array.from({ length: Math.floor((end - monthStart) / every) + 1 }, (_, i) => monthStart + i * every);
}

/** One profile's figures: per member a month, before (one e-mail a receipt) and after gathering. */
export function mailFigures(members: number, receipts: number, sentAtOnce: number, gathered: number) {
  const after = sentAtOnce + gathered;
  return {
    receipts: Number((receipts / members).toFixed(1)),
    before: Number((receipts / members).toFixed(1)),
    after: Number((after / members).toFixed(1)),
    ratio: receipts ? Number((after / receipts).toFixed(2)) : 0,
  };
}
