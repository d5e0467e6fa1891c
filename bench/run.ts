/**
 * `npm run bench`: every row of bench/README.md's table, written to bench/results.json and bench/results.md.
 * `--photos` / `--init`: only those rows (no stack); the single rows' flags (`--scale`, `--cost`, `--guards`,
 * `--edge`...): bench/single-rows.ts; `--send-throughput`: sends accepted per second under load, against
 * another commit's checkout with `--vs <path>`; `--emulator-transactions`: DynamoDB Local's transactions a
 * second by size and table shape. Not part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { measureLatency, receiptBody } from './api';
import { measureBundles } from './bundles';
import { measureColdStarts } from './cold-starts';
import { measurePageJs } from './page-js';
import { measureSite } from './site';
import { sized, smoke } from './smoke';
import { startBenchStack } from './stack';

const quick = process.argv.includes('--quick') || smoke;
/** `--functions`: only the bundle sizes, module initialisation and cold starts. */
const functionsOnly = process.argv.includes('--functions');
const started = Date.now();

async function liftLimits() {
  const { benchLimitOverrides } = await import('./limits');
  const { envNames } = await import('../functions/config');
  process.env[envNames.accountLimits] = JSON.stringify(benchLimitOverrides);
}
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
/** One bench row: announced, then measured by its module (loaded only now). */
const row = async <T>(label: string, measure: () => Promise<T>): Promise<T> => {
  log(label);
  return measure();
};

if (process.argv.includes('--photos')) {
  const { measurePhotos, photosMarkdown } = await import('./photos');
  console.log(photosMarkdown(await measurePhotos()));
  process.exit(0);
}
if (process.argv.includes('--init')) {
  const { initRatioMarkdown, measureInitRatios } = await import('./init-ratio');
  console.log(initRatioMarkdown(await measureInitRatios()));
  process.exit(0);
}

/** `--send-throughput [--vs <checkout>[,<another>...]] [--rounds N] [--seconds N]` (bench/send-throughput.ts). */
if (process.argv.includes('--send-throughput')) {
  await liftLimits();
  const { sendThroughputFromArgs } = await import('./send-throughput');
  console.log(await sendThroughputFromArgs(process.argv, log));
  process.exit(0);
}

/** `--emulator-transactions`: what DynamoDB Local's transactions cost by size and table shape. */
if (process.argv.includes('--emulator-transactions')) {
  const { measureTransactionCost, transactionCostMarkdown } = await import('./emulator-transactions');
  console.log(transactionCostMarkdown(await measureTransactionCost()));
  process.exit(0);
}

const { runSingleRows } = await import('./single-rows');
if (await runSingleRows(process.argv, liftLimits)) process.exit(0);

log('bundling handlers and measuring cold starts');
const bundles = await measureBundles();
// A package bundled from two copies is a build fault, not a figure: the run says so and fails.
const twice = bundles.flatMap((b) => b.duplicates.map((d) => `${b.module}: ${d}`));
if (twice.length) {
  console.error(`Packages bundled twice:\n${twice.join('\n')}`);
  process.exitCode = 1;
}

log('starting the local stack');
// The latency rows and the load send thousands of receipts and searches from a few accounts: those limits are
// lifted (their counters are still written); the others keep the contract's figures.
const { measureFloodRatio, measureLimitCheckCost } = await import('./limits');
await liftLimits();
// The latency rows time our code, not the gateway's throttles; the guards row below has them on.
const { localThrottlesSwitch } = await import('../infra/local/throttles');
process.env[localThrottlesSwitch] = 'off';
const stopStack = await startBenchStack();
delete process.env[localThrottlesSwitch];
try {
  const { pointHandlersAtTestStack } = await import('../test/support/in-process');
  pointHandlersAtTestStack();
  const { measureAccountCheck, measureRequests, measureScale } = await import('./in-process');
  const { checkLoadIntegrity, runLoad } = await import('./load');
  const { createMember } = await import('../test/support/profiles');
  const { giveReceipt } = await import('../test/support/receipts');

  const [caller, other] = await Promise.all([
    createMember('Bench', 'Caller'),
    createMember('Bench', 'Other'),
  ]);
  for (let i = 0; i < 5; i++)
    await giveReceipt(other, caller, { category: 'Work', receiptText: `warm-up ${i}` });

  log('cold starts: a fresh process per handler module');
  const coldStarts = await measureColdStarts(bundles, caller, other);
  if (functionsOnly) {
    const { functionsMarkdown } = await import('./report');
    console.log(functionsMarkdown(bundles, coldStarts));
    await stopStack();
    process.exit(0);
  }

  log('counting DynamoDB requests per route');
  const requests = await measureRequests(caller, other);

  log('the ended-account check on every authenticated request');
  const accountCheck = await measureAccountCheck(caller);

  log('measuring latency with autocannon');
  const latency = await measureLatency(
    [
      { name: 'GET /me', method: 'GET', path: '/me' },
      { name: 'public profile', method: 'GET', path: `/users/${other.userId}/public-profile` },
      { name: 'hub first page', method: 'GET', path: '/receipts?box=all&limit=20' },
      { name: 'user search', method: 'GET', path: `/users/search?q=${other.username.slice(0, 3)}` },
      { name: 'POST /receipts', method: 'POST', path: '/receipts', body: receiptBody(other.userId) },
    ],
    caller,
    sized(quick ? 2 : 5),
  );

  log("per-account limits: the check's cost, and GET /me during one account's flood");
  const [limitSender, limitA, limitB, flooder] = await Promise.all(
    ['Sender', 'A', 'B', 'Flooder'].map((name) => createMember('Limits', name)),
  );
  const limitResults = {
    checkCost: await measureLimitCheckCost(limitSender!, [limitA!, limitB!]),
    flood: await measureFloodRatio(caller, flooder!, limitA!, sized(quick ? 3 : 5)),
  };
  console.table(limitResults);

  log('scale: 10 vs 10,000');
  const scale = await measureScale();

  log('filtered lists: sparse category and search, 10 vs 10,000 receipts');
  const { measureFilteredLists } = await import('./filtered-lists');
  const filteredLists = await measureFilteredLists();
  console.table(
    filteredLists.map((r) => ({ ...r, small: JSON.stringify(r.small), large: JSON.stringify(r.large) })),
  );

  const dashboard = await row('dashboard: 10 vs 10,000 receipts', async () =>
    (await import('./dashboard')).measureDashboard(),
  );
  const goals = await row('goals page: 10 vs 10,000 linked receipts', async () =>
    (await import('./goals')).measureGoals(),
  );
  const growthPages = await row('journal and requests: 10 vs 10,000 behind them', async () =>
    (await import('./growth-pages')).measureGrowthPages(),
  );

  log('load: 100 users sending receipts');
  const load = await runLoad(sized(100, 4), sized(quick ? 10 : 30, 2));
  await sleep(500);
  const integrity = await checkLoadIntegrity(load);

  const photos = await row('photos: remaking 1, 5 and 10 MB photos', async () =>
    (await import('./photos')).measurePhotos(),
  );
  const digest = await row('weekly digest: 100 and 1,000 opted-in members, 2,000 who are not', async () =>
    (await import('./digest')).measureDigestRuns(),
  );
  const cost = await row(
    'cost: request units and time per call, and the month of 1,000 and 100,000 members',
    async () => (await import('./cost')).measureCost(),
  );
  const mail = await row('receipt e-mails: a month of arrivals, before and after gathering', async () =>
    (await import('./mail')).measureMailGathering(),
  );
  const heldDelivery = await row('held delivery: one run over 100 and 1,000 held receipts', async () =>
    (await import('./held-delivery')).measureHeldDelivery(),
  );
  const sendCost = await row("the send's DynamoDB requests and units, named and anonymous", async () =>
    (await import('./send-cost')).measureSendCost(),
  );
  const harshness = await row("the harshness check's time per receipt", async () =>
    (await import('./harshness-time')).measureHarshnessTime(),
  );
  const initRatios = await row(
    "init ratio: each handler's init beside a plain bundle of its AWS clients",
    async () => (await import('./init-ratio')).measureInitRatios(),
  );

  const { measureGuardsAndEdge } = await import('./guards-edge');
  const { guards, edge } = await measureGuardsAndEdge(quick, log);

  log(smoke ? 'the site, as the stack of the guards and edge rows built it' : 'building the site');
  const site = measureSite(!smoke);
  const pageJs = measurePageJs(false);
  const lighthouse = (await import('./lighthouse')).measureLighthouse(quick);

  const results = {
    date: new Date().toISOString(),
    bundles,
    coldStarts,
    requests,
    accountCheck,
    latency,
    scale,
    filteredLists,
    dashboard,
    goals,
    growthPages,
    load: { ...load.summary, ...integrity },
    photos,
    site,
    pageJs,
    lighthouse,
    limits: limitResults,
    guards,
    digest,
    cost,
    mail,
    heldDelivery,
    sendCost,
    harshness,
    edge,
    initRatios,
  };
  const { toMarkdown } = await import('./report');
  if (!smoke) {
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync('bench/results.md', toMarkdown(results));
    log('wrote bench/results.json and bench/results.md');
  }
  console.log(toMarkdown(results));
} finally {
  await stopStack();
}
