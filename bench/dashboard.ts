import { newProfileCounters } from '../functions/domain/counters';
import { bucketChanges, pairOf, type StatsContribution } from '../functions/domain/counters-stats';
import * as keys from '../functions/store/platform/keys';
import { seededProfile, seedReceipts, seedReflections, writeAll } from '../test/support/seed';
import { countedRoute } from './counted-routes';
import { compareHistorySizes, type HistorySizesResult } from './history-sizes';

const yearMs = 365 * 86_400_000;
const circleSize = 5;

/**
 * What the stream consumer leaves for a member after `count` receipts, half received and half given, with
 * the five members of their inner circle, spread evenly over the last five years (10: over the last ten
 * days): every bucket, ledger item and pair entry, aggregated here with the consumer's own change lists
 * and written in batches (applying 10,000 receipts one transaction at a time would take minutes), each pair's
 * newest entry beside them. Five
 * years of daily activity is the most buckets the dashboard's bounded reads can meet. The received half are
 * in the member's hub, each with a reflection (written straight, with the count its writes keep), so the
 * dashboard meets what the member wrote as well.
 */
async function seedHistory(userId: string, count: number) {
  const now = Date.now();
  const span = count <= 10 ? 10 * 86_400_000 : 5 * yearMs;
  const friends = Array.from({ length: circleSize }, (_, k) => `${userId}-friend-${k}`);
  const circle = friends.map((friendId, k) => ({
    ...keys.circleMember(userId, `contact-${k}`),
    entity: 'circleMember',
    id: `contact-${k}`,
    name: `Friend ${k}`,
    username: `friend${k}`,
    userId: friendId,
    addedAt: new Date(now).toISOString(),
  }));
  const buckets = new Map<string, Record<string, number>>();
  const single: Record<string, unknown>[] = [];
  const latest = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const c: StatsContribution = {
      role: i % 2 ? 'given' : 'received',
      source: 'hub',
      memberId: userId,
      otherId: friends[i % circleSize]!,
      receiptId: `bench-${i}`,
      createdAt: new Date(now - Math.floor((i * span) / count)).toISOString(),
      category: ['Work', 'Health', 'Play', 'Relationships', ''][i % 5]!,
      intent: 'Growth',
      dayContext: 'Good Day',
      tags: ['Remained Grounded'],
    };
    for (const change of bucketChanges(c, 1)) {
      const { SK: sortKey } = keys.statsBucket(userId, change.bucket);
      const bucket = buckets.get(sortKey) ?? {};
      for (const [name, delta] of Object.entries(change.adds)) bucket[name] = (bucket[name] ?? 0) + delta;
      buckets.set(sortKey, bucket);
    }
    single.push({ ...keys.statsLedger(c), entity: 'stats' });
    const pair = pairOf(c)!;
    single.push({ ...keys.statsPairEntry(pair), entity: 'stats' });
    const partition = keys.statsPairPartition(pair.memberId, pair.kind, pair.otherId);
    if ((latest.get(partition) ?? '') < pair.createdAt) latest.set(partition, pair.createdAt);
  }
  // Each pair's newest, as the consumer's sync leaves it (functions/store/profiles/stats-pairs.ts).
  for (const [partition, latestAt] of latest)
    single.push({ ...keys.statsPairLatest(partition), entity: 'stats', version: 1, latestAt });
  const bucketItems = [...buckets].map(([sortKey, adds]) => ({
    ...keys.stats(userId, sortKey),
    entity: 'stats',
    ...adds,
  }));
  await writeAll([...circle, ...bucketItems, ...single]);
  await seedReflected(userId, Math.ceil(count / 2));
}

/** `count` receipts in the member's hub, a reflection on each, and the member's profile counting them. */
async function seedReflected(userId: string, count: number) {
  const ids = await seedReceipts(userId, `${userId}-friend-0`, count);
  await seedReflections(userId, ids);
  await writeAll([
    seededProfile(userId, `dash${userId.slice(-8)}`, {
      counters: { ...newProfileCounters(), reflections: count },
    }),
  ]);
}

/**
 * The dashboard's DynamoDB requests before the circle's dates and the follow-up answers were read by key, on
 * `e175070` (`npx tsx bench/run.ts --dashboard`, this machine): the same at both sizes.
 */
export const dashboardRequestsBefore = { commit: 'e175070', small: 20, large: 20 };

/**
 * GET /me/dashboard with 10 and with 10,000 receipts behind it: DynamoDB requests and median time, and the
 * requests beside their ceiling (the route's counted target, 7 with the account check) and the figure before.
 */
export const measureDashboard = (): Promise<HistorySizesResult> =>
  compareHistorySizes(
    `dashboard (10 vs 10,000 receipts, half reflected on, 5 in the inner circle; requests before, on ${dashboardRequestsBefore.commit}: ${dashboardRequestsBefore.small} and ${dashboardRequestsBefore.large})`,
    'GET /me/dashboard',
    seedHistory,
    undefined,
    countedRoute('GET /me/dashboard').target,
  );
