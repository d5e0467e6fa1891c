/**
 * `npm run soak`: a long run at moderate load against a private local stack (DynamoDB on disk, as
 * `npm start` keeps it), sampling the resident memory of the gateway and of each emulator's process. After
 * a warm-up, each process's memory must stay within 10% of where it settled; the run says which did not
 * and exits 1 then. Not part of `npm test`.
 *
 * SOAK_MINUTES (default 20), SOAK_WARMUP_MINUTES (default a fifth of the run, at most 3), SOAK_RATE
 * (requests per second, default 20), SOAK_WARMUP_RATE (the warm-up's peak, default three times SOAK_RATE).
 *
 * A third of the requests are sends, spread over 10 members: a long run sends each member far more than the
 * per-account daily limits (contract/limits.ts), so the private stack runs with those two limits raised
 * past what the run needs (ACCOUNT_LIMITS, as a stage overrides them; an ACCOUNT_LIMITS already set wins).
 * A 429 is still an expected answer (counted, not a failure); any other status outside 2xx fails the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountLimits } from '@contract/limits';
import autocannon from 'autocannon';
import { envNames } from '../functions/config';
import { sendRequest } from '../test/support/load-requests';
import { startPrivateStack } from '../test/support/start-stack';

const minutes = Number(process.env.SOAK_MINUTES ?? 20);
const warmupMinutes = Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(3, minutes / 5));
const rate = Number(process.env.SOAK_RATE ?? 20);
/** The warm-up's peak rate: three times the run's, unless SOAK_WARMUP_RATE says otherwise. */
const warmupRate = Number(process.env.SOAK_WARMUP_RATE ?? rate * 3);
const sampleEveryMs = 10_000;
const tolerance = 0.1;

const started = Date.now();
const log = (message: string) =>
  console.log(`[soak ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** Resident memory of a process in MB, from /proc (0 when it is gone). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A Java process's live heap in MB: what is left after a full collection (`jcmd`, which comes with the JDK
 * DynamoDB Local runs on). Its heap is fixed in size, so resident memory alone would hide a leak inside it.
 */
function liveHeapMb(pid: number): number | undefined {
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'java') return undefined;
    execFileSync('jcmd', [String(pid), 'GC.run'], { stdio: 'pipe' });
    const info = execFileSync('jcmd', [String(pid), 'GC.heap_info'], { encoding: 'utf8' });
    const kb = /heap\s+total \d+K, used (\d+)K/.exec(info)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const memberCount = 10;
// Sends the whole run may make: per member, and per member to one recipient (×2 for the random spread).
const requestsInRun = (warmupRate * warmupMinutes + rate * (minutes - warmupMinutes)) * 60;
const sendsPerMember = Math.ceil(((requestsInRun / 3) * 2) / memberCount);
const sendsPerPair = Math.ceil(sendsPerMember / (memberCount - 1)) * 2;
process.env[envNames.accountLimits] = JSON.stringify({
  receiptsPerDay: Math.max(accountLimits.receiptsPerDay.max, sendsPerMember),
  receiptsToOneRecipientPerDay: Math.max(accountLimits.receiptsToOneRecipientPerDay.max, sendsPerPair),
  ...JSON.parse(process.env[envNames.accountLimits] || '{}'),
});

log(
  `starting a private local stack (${minutes} min at ${rate} requests/s, the first ${warmupMinutes} min a warm-up at ${warmupRate})`,
);
const { child, stack } = await startPrivateStack({
  site: false,
  dataDir: mkdtempSync(join(tmpdir(), 'receipts-soak-')),
});
log(`stack up at ${stack.apiUrl}`);
const stop = async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const { createMember } = await import('../test/support/profiles');
  // One after another: a burst of sign-ups on a busy machine's on-disk DynamoDB may meet the deadline.
  const members: Awaited<ReturnType<typeof createMember>>[] = [];
  const maxFailures = 5;
  let failures = 0;
  while (members.length < memberCount) {
    try {
      members.push(await createMember('Soak', 'Member'));
    } catch (error) {
      failures += 1;
      log(`sign-up ${members.length + 1} failed (${failures} of ${maxFailures} allowed): ${String(error)}`);
      if (failures >= maxFailures)
        throw new Error(`Could not sign up ${memberCount} members: ${failures} sign-ups failed`, {
          cause: error,
        });
      await sleep(1_000);
    }
  }
  log(`${members.length} members signed up`);
  const pick = () => members[Math.floor(Math.random() * members.length)]!;
  const processesFile = stack.local?.processesFile ?? '';
  const pids = () => JSON.parse(readFileSync(processesFile, 'utf8')) as Record<string, number>;

  /** When the warm-up's peak ends and the run at its own rate begins (set then). */
  let warmupEndsAt = Number.POSITIVE_INFINITY;
  const samples: { at: number; rss: Record<string, number> }[] = [];
  const liveHeaps = () =>
    Object.fromEntries(
      Object.entries(pids()).flatMap(([name, pid]) => {
        const mb = liveHeapMb(pid);
        return mb === undefined ? [] : [[name, mb]];
      }),
    );
  let heapAfterWarmup: Record<string, number> | undefined;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      if (!heapAfterWarmup && Date.now() >= warmupEndsAt) heapAfterWarmup = liveHeaps();
      const rss = Object.fromEntries(Object.entries(pids()).map(([name, pid]) => [name, rssMb(pid)]));
      samples.push({ at: Date.now() - started, rss });
      await sleep(sampleEveryMs);
    }
  })();

  const statuses = new Map<number, number>();
  const count = (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  /** A GET of `path` by a member picked at random. */
  const signedInGet = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (req: object) => ({ ...req, headers: auth(pick().idToken) }),
    onResponse: count,
  });
  /** The members' mix at `perSecond` for `seconds`: a send, then the sender's own page and a received list. */
  const load = (perSecond: number, seconds: number) =>
    autocannon({
      url: stack.apiUrl,
      connections: 4,
      overallRate: perSecond,
      duration: seconds,
      requests: [
        sendRequest(pick, { receiptText: 'Still here after all this time', category: 'Work' }, count),
        signedInGet('/me'),
        signedInGet('/receipts?box=received&limit=20'),
      ],
    });
  // The warm-up runs at a peak rate, so each process reaches the high-water mark a peak leaves before
  // sampling counts: the gateway's native memory (glibc's heap, where Node's buffers live until a full
  // collection frees them) grows to that mark once and keeps it, which is not a leak.
  const warmup = await load(warmupRate, warmupMinutes * 60);
  warmupEndsAt = Date.now();
  const measured = await load(rate, (minutes - warmupMinutes) * 60);
  const result = {
    requests: { total: warmup.requests.total + measured.requests.total },
    errors: warmup.errors + measured.errors,
    timeouts: warmup.timeouts + measured.timeouts,
  };
  sampling = false;
  await sampler;
  const heapAtEnd = liveHeaps();

  const settled = samples.filter((s) => s.at >= warmupEndsAt - started);
  const names = Object.keys(samples[0]?.rss ?? {});
  let allFlat = settled.length >= 2;
  const rows = names.map((name) => {
    const series = settled.map((s) => s.rss[name] ?? 0);
    // Where it settled: the first samples after the warm-up.
    const base = series.slice(0, 3).reduce((a, b) => a + b, 0) / Math.max(1, Math.min(3, series.length));
    const min = Math.min(...series);
    const max = Math.max(...series);
    const last = series.at(-1) ?? 0;
    const flat = base > 0 && max <= base * (1 + tolerance) && min >= base * (1 - tolerance);
    if (!flat) allFlat = false;
    return `| ${name} | ${base.toFixed(0)} | ${min.toFixed(0)} | ${max.toFixed(0)} | ${last.toFixed(0)} | ${(((last - base) / base) * 100).toFixed(1)}% | ${flat ? 'yes' : 'NO'} |`;
  });
  const codes = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  console.log(`
Soak: ${minutes} min at ${rate} requests/s (${result.requests.total} requests; ${codes}), the first ${warmupMinutes} min a warm-up at ${warmupRate}/s, ${settled.length} samples after it (every ${sampleEveryMs / 1000} s).
Resident memory (MB) after the warm-up; flat = every sample within ${tolerance * 100}% of where it settled.

| process | settled | min | max | last | change | flat |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${Object.entries(heapAtEnd)
  .map(
    ([name, mb]) =>
      `\n${name}'s live Java heap after a full collection: ${heapAfterWarmup?.[name]?.toFixed(0) ?? '?'} MB after the warm-up, ${mb.toFixed(0)} MB at the end.`,
  )
  .join('')}
`);
  const unexpected = [...statuses.entries()].filter(([code]) => (code < 200 || code > 299) && code !== 429);
  if (unexpected.length)
    console.log(
      `Unexpected answers (neither 2xx nor 429): ${unexpected.map(([c, n]) => `${c}: ${n}`).join(', ')}`,
    );
  if ((statuses.get(429) ?? 0) > 0) console.log(`429s (per-account limits, expected): ${statuses.get(429)}`);
  if (result.errors > 0 || result.timeouts > 0)
    console.log(`Connection errors: ${result.errors}, timeouts: ${result.timeouts}`);
  if (!allFlat || unexpected.length || result.errors > 0) process.exitCode = 1;
} finally {
  await stop();
}
