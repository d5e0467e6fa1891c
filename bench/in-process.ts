import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { handler as profileHandler } from '../functions/handlers/profile';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { handler as usersHandler } from '../functions/handlers/users';
import { dynamo } from '../functions/store/platform/clients';
import { s3 } from '../functions/store/platform/s3-client';
import { accountEndOf } from '../functions/store/shared/account-ends';
import { invoke } from '../test/support/in-process';
import type { TestMember } from '../test/support/profiles';
import { seedProfiles, seedReceipts } from '../test/support/seed';
import { countedRoutes } from './counted-routes';
import { countRequests } from './counting';
import { sized } from './smoke';
import { median } from './stats';

const dynamoCount = countRequests(dynamo);
const s3Count = countRequests(s3);

export interface RequestCount {
  route: string;
  status: number;
  dynamo: number;
  s3: number;
  commands: Record<string, number>;
  target: number;
}

/** The DynamoDB (and S3) requests each main route makes, counted by an SDK middleware. */
export async function measureRequests(caller: TestMember, other: TestMember): Promise<RequestCount[]> {
  const results: RequestCount[] = [];
  for (const c of countedRoutes) {
    dynamoCount.reset();
    s3Count.reset();
    const res = await c.run(caller, other);
    results.push({
      route: c.route,
      status: res.status,
      dynamo: dynamoCount.total(),
      s3: s3Count.total(),
      commands: { ...dynamoCount.byCommand(), ...s3Count.byCommand() },
      target: c.target,
    });
  }
  return results;
}

export async function medianMs(run: () => Promise<unknown>, runs = 40): Promise<number> {
  const times = sized(runs);
  for (let i = 0; i < sized(5); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return Number(median(samples).toFixed(2));
}

/** Median times of two reads taken in turn (after a warm-up of each), so drift falls on both alike. */
export async function medianPair(a: () => Promise<unknown>, b: () => Promise<unknown>, runs = 30) {
  const times = sized(runs);
  for (let i = 0; i < sized(5); i++) await Promise.all([a(), b()]);
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < times; i++)
    for (const [k, read] of [a, b].entries()) {
      const start = performance.now();
      await read();
      samples[k]!.push(performance.now() - start);
    }
  return samples.map((s) => Number(median(s).toFixed(2))) as [number, number];
}

export interface ScaleResult {
  case: string;
  small: number;
  large: number;
  ratio: number;
  /** The largest ratio the row meets: the hub's first page 1.3, the user search 1.5. */
  target: number;
}

/** Hub first page and user search with 10 and with 10,000 receipts / users seeded. */
export async function measureScale(): Promise<ScaleResult[]> {
  const small = `small-${randomUUID()}`;
  const large = `large-${randomUUID()}`;
  await seedReceipts(small, 'bench-sender-small', 10);
  await seedReceipts(large, 'bench-sender-large', sized(10_000, 20));
  const hub = (userId: string) => () =>
    invoke(receiptsHandler, 'GET /receipts', userId, { query: { box: 'all', limit: '20' } });

  const tag = randomUUID().replace(/\D/g, '').slice(0, 4);
  await seedProfiles(`k${tag}`, 10);
  await seedProfiles(`m${tag}`, sized(10_000, 20));
  const search = (q: string) => () =>
    invoke(usersHandler, 'GET /users/search', 'bench-caller', { query: { q } });

  const results: ScaleResult[] = [];
  for (const [name, a, b, target] of [
    ['hub first page (10 vs 10,000 receipts)', hub(small), hub(large), 1.3],
    ['user search (10 vs 10,000 users)', search(`k${tag}`), search(`m${tag}`), 1.5],
  ] as const) {
    const [smallMs, largeMs] = await medianPair(a, b);
    results.push({
      case: name,
      small: smallMs,
      large: largeMs,
      ratio: Number((largeMs / smallMs).toFixed(2)),
      target,
    });
  }
  return results;
}

export interface AccountCheckResult {
  /** DynamoDB requests the check adds to every authenticated request (counted, not assumed). */
  requests: number;
  checkMs: number;
  getMeMs: number;
  share: number;
}

/**
 * What refusing ended accounts costs: the check alone (one GetItem of the account's end) beside a whole
 * GET /me, which includes it, both in process against DynamoDB Local (median of 40).
 */
export async function measureAccountCheck(caller: TestMember): Promise<AccountCheckResult> {
  dynamoCount.reset();
  await accountEndOf(caller.userId);
  const requests = dynamoCount.total();
  const checkMs = await medianMs(() => accountEndOf(caller.userId));
  const getMeMs = await medianMs(() => invoke(profileHandler, 'GET /me', caller.userId));
  return { requests, checkMs, getMeMs, share: Number((checkMs / getMeMs).toFixed(2)) };
}
