import { type Price, type PriceKey, prices, type UsageProfile } from './prices';

/** One function call the bench measured: DynamoDB request units it consumed and its median duration. */
export interface MeasuredCall {
  route: string;
  read: number;
  write: number;
  ms: number;
  memoryMb: number;
  /** Bytes the call's own lines write to its log (its logger and metrics; Lambda's platform lines apart). */
  logBytes?: number;
}

/** What an active member uses in a month, in each price's units. */
export type Usage = Partial<Record<PriceKey, number>>;

export interface CostLine {
  key: PriceKey;
  unit: string;
  quantity: number;
  usd: number;
}

export const receiptRoute = 'POST /receipts';
/** The stream consumers each new receipt runs once (not through the HTTP API). */
export const streamConsumers = ['stream: dashboard figures', 'stream: receipt e-mail'] as const;

export const daysPerMonth = 30;
export const gb = (kb: number) => kb / (1024 * 1024);
/** GB-seconds Lambda bills a call: its duration rounded up to the millisecond, at its memory. */
export const gbSeconds = (ms: number, memoryMb: number) => (Math.ceil(ms) / 1000) * (memoryMb / 1024);

/** A function call of the profile and how many times a member makes it a month; `api`: through the HTTP API. */
export interface MonthlyCall {
  call: MeasuredCall;
  times: number;
  api: boolean;
}

/** The profile's calls in a month, each with what the bench measured of it. */
export function monthlyCalls(profile: UsageProfile, measured: MeasuredCall[]): MonthlyCall[] {
  const byRoute = new Map(measured.map((m) => [m.route, m]));
  return [
    ...profile.routes.map((r) => ({ ...r, api: true })),
    { route: receiptRoute, perDay: profile.receiptsPerDay, api: true },
    ...streamConsumers.map((route) => ({ route, perDay: profile.receiptsPerDay, api: false })),
  ]
    .filter((c) => c.perDay > 0)
    .map((c) => {
      const call = byRoute.get(c.route);
      if (!call) throw new Error(`No measured call for ${c.route}`);
      return { call, times: c.perDay * daysPerMonth, api: c.api };
    });
}

/** A member's month of usage: the profile's calls times what each measured call consumes, plus storage and media. */
export function memberMonth(profile: UsageProfile, measured: MeasuredCall[]): Usage {
  const calls = monthlyCalls(profile, measured);
  const usage = {
    dynamoReadUnits: 0,
    dynamoWriteUnits: 0,
    dynamoStorage: gb(profile.receiptsPerDay * daysPerMonth * profile.monthsKept * profile.receiptStoredKB),
    lambdaRequests: 0,
    lambdaArmGbSeconds: 0,
    httpApiRequests: 0,
    s3Puts: profile.voiceNotesPerDay * daysPerMonth,
    // A voice note is listened to once (signed URL straight to S3); a photo view misses CloudFront's cache.
    s3Gets: (profile.voiceNotesPerDay + profile.photoViewsPerDay) * daysPerMonth,
    s3Transfer: gb(profile.voiceNotesPerDay * daysPerMonth * profile.voiceNoteKB),
    s3Storage: gb(profile.voiceNotesPerDay * daysPerMonth * profile.monthsKept * profile.voiceNoteKB),
    cloudFrontRequests:
      (profile.siteVisitsPerDay * profile.siteRequestsPerVisit + profile.photoViewsPerDay) * daysPerMonth,
    cloudFrontTransfer: gb(
      (profile.siteVisitsPerDay * profile.siteKBPerVisit + profile.photoViewsPerDay * profile.photoKB) *
        daysPerMonth,
    ),
    sesEmails:
      profile.receiptsPerDay * daysPerMonth * profile.emailShare * profile.receiptEmailsPerReceipt +
      profile.digestsPerMonth,
    cognitoMaus: 1,
  } satisfies Usage;
  for (const { call: m, times, api } of calls) {
    usage.dynamoReadUnits += times * m.read;
    usage.dynamoWriteUnits += times * m.write;
    usage.lambdaRequests += times;
    usage.lambdaArmGbSeconds += times * gbSeconds(m.ms, m.memoryMb);
    if (api) usage.httpApiRequests += times;
  }
  return usage;
}

/**
 * The month's bill for `members` active members and the stage's `fixed` monthly usage (what it bills with no
 * member: the web ACL, alarms, schedules), one line per price, largest first (free tiers taken off the sum).
 */
export function monthlyLines(
  perMember: Usage,
  members: number,
  fixed: Usage = {},
  priceList: Record<PriceKey, Price> = prices,
): CostLine[] {
  const keys = [...new Set([...Object.keys(perMember), ...Object.keys(fixed)])] as PriceKey[];
  return keys
    .map((key) => {
      const price = priceList[key];
      const quantity = (perMember[key] ?? 0) * members + (fixed[key] ?? 0);
      const billable = Math.max(0, quantity - (price.freePerMonth ?? 0));
      return { key, unit: price.unit, quantity, usd: (billable / price.per) * price.usd };
    })
    .sort((a, b) => b.usd - a.usd);
}

export const totalUsd = (lines: CostLine[]) => lines.reduce((sum, l) => sum + l.usd, 0);

/**
 * What one function run costs on its own at on-demand prices (no free tier): its read and write request
 * units, its billed duration at its memory, and the invocation.
 */
export function runUsd(
  run: Omit<MeasuredCall, 'route'>,
  priceList: Record<PriceKey, Price> = prices,
): number {
  const usd = (key: PriceKey, quantity: number) => (quantity / priceList[key].per) * priceList[key].usd;
  return (
    usd('dynamoReadUnits', run.read) +
    usd('dynamoWriteUnits', run.write) +
    usd('lambdaArmGbSeconds', gbSeconds(run.ms, run.memoryMb)) +
    usd('lambdaRequests', 1)
  );
}
