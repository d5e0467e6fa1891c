import type { LatencyResult } from './api';
import { type BundleResult, previousFigures } from './bundles';
import type { ColdStartResult } from './cold-starts';
import type { CostResult } from './cost';
import { costMarkdown } from './cost-report';
import { type DigestRunResult, digestMarkdown } from './digest';
import { type EdgeLatencyResult, edgeLatencyMarkdown } from './edge-latency';
import { type GuardsResult, guardsMarkdown } from './guards';
import { type HarshnessTimeResult, harshnessTimeMarkdown } from './harshness-time';
import { type HeldRunResult, heldDeliveryMarkdown } from './held-delivery';
import { type HistorySizesResult, historySizesMarkdown } from './history-sizes';
import type { AccountCheckResult, RequestCount, ScaleResult } from './in-process';
import { type InitRatioResult, initRatioMarkdown } from './init-ratio';
import { type LighthouseRow, lighthouseMarkdown } from './lighthouse';
import { type MailRowResult, mailMarkdown } from './mail';
import { type PageJsResult, pageJsMarkdown } from './page-js';
import { type PhotoResult, photosMarkdown } from './photos';
import { type SendCost, sendCostMarkdown } from './send-cost';
import type { SiteResult } from './site';

interface Results {
  date: string;
  bundles: BundleResult[];
  coldStarts: ColdStartResult[];
  requests: RequestCount[];
  accountCheck: AccountCheckResult;
  latency: LatencyResult[];
  scale: ScaleResult[];
  dashboard?: HistorySizesResult;
  goals?: HistorySizesResult;
  growthPages?: HistorySizesResult[];
  load: Record<string, number>;
  photos: PhotoResult[];
  site: SiteResult;
  pageJs?: PageJsResult[];
  lighthouse?: LighthouseRow | null;
  limits?: { checkCost: Record<string, number>; flood: Record<string, number> };
  guards?: GuardsResult;
  digest?: DigestRunResult[];
  cost?: CostResult;
  mail?: MailRowResult[];
  heldDelivery?: HeldRunResult[];
  sendCost?: SendCost[];
  harshness?: HarshnessTimeResult;
  edge?: EdgeLatencyResult;
  initRatios?: InitRatioResult[];
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The scale rows, each against its own target (the two sizes read in turn). */
export const scaleMarkdown = (rows: ScaleResult[]) =>
  [
    '## Scale (targets: hub first page ratio <= 1.3, user search <= 1.5; the two sizes read in turn)',
    table(
      ['case', 'small ms', 'large ms', 'ratio', 'target', ''],
      rows.map((s) => [s.case, s.small, s.large, s.ratio, s.target, mark(s.ratio <= s.target)]),
    ),
  ].join('\n');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** The readable report: every figure with its target and whether it is met. */
export function toMarkdown(r: Results): string {
  return [
    `# Receipts benchmark (${r.date})`,
    '',
    functionsMarkdown(r.bundles, r.coldStarts),
    '',
    ...(r.initRatios ? [initRatioMarkdown(r.initRatios), ''] : []),
    '## DynamoDB requests per call',
    table(
      ['route', 'status', 'DynamoDB', 'S3', 'commands', 'target', ''],
      r.requests.map((q) => [
        q.route,
        q.status,
        q.dynamo,
        q.s3,
        Object.entries(q.commands)
          .map(([k, v]) => `${k.replace('Command', '')}×${v}`)
          .join(', '),
        q.target,
        mark(q.dynamo <= q.target),
      ]),
    ),
    '',
    '## Ended-account check (every authenticated request)',
    table(
      ['DynamoDB requests added', 'check alone, median ms', 'GET /me with it, median ms', 'share'],
      [[r.accountCheck.requests, r.accountCheck.checkMs, r.accountCheck.getMeMs, r.accountCheck.share]],
    ),
    '',
    '## API latency through the local gateway (autocannon)',
    table(
      ['route', 'connections', 'p50 ms', 'p99 ms', 'req/s', 'non-2xx'],
      r.latency.map((l) => [l.route, l.connections, l.p50, l.p99, l.rps, l.non2xx]),
    ),
    '',
    ...(r.limits
      ? [
          '## Per-account limits',
          table(
            ['figure', 'value'],
            [...Object.entries(r.limits.checkCost), ...Object.entries(r.limits.flood)].map(([k, v]) => [
              k,
              v,
            ]),
          ),
          '',
        ]
      : []),
    scaleMarkdown(r.scale),
    '',
    ...(r.dashboard
      ? [
          historySizesMarkdown('Dashboard, goals, journal and requests', [
            r.dashboard,
            ...(r.goals ? [r.goals] : []),
            ...(r.growthPages ?? []),
          ]),
          '',
        ]
      : []),
    '## Load with integrity (targets: zero 5xx, zero lost or duplicated receipts, counters exact)',
    table(Object.keys(r.load), [Object.values(r.load)]),
    `Integrity: ${mark(r.load.errors5xx === 0 && r.load.lostReceipts === 0 && r.load.duplicateReceipts === 0 && r.load.counterMismatches === 0)}`,
    '',
    photosMarkdown(r.photos),
    '',
    ...(r.digest ? [digestMarkdown(r.digest), ''] : []),
    ...(r.cost ? [costMarkdown(r.cost), ''] : []),
    ...(r.mail ? [mailMarkdown(r.mail), ''] : []),
    ...(r.heldDelivery ? [heldDeliveryMarkdown(r.heldDelivery), ''] : []),
    ...(r.sendCost ? [sendCostMarkdown(r.sendCost), ''] : []),
    ...(r.harshness ? [harshnessTimeMarkdown(r.harshness), ''] : []),
    ...(r.edge ? [edgeLatencyMarkdown(r.edge), ''] : []),
    '## Site (target: landing initial JavaScript <= 100 KB gzip)',
    table(
      ['measure', 'value', ''],
      [
        [
          'landing initial JS (gzip KB)',
          r.site.landingInitialJsGzipKB,
          mark(r.site.landingInitialJsGzipKB <= 100),
        ],
        [`largest chunk (${r.site.largestChunk.file})`, r.site.largestChunk.gzipKB, ''],
      ],
    ),
    '',
    ...(r.pageJs ? [pageJsMarkdown(r.pageJs), ''] : []),
    ...(r.lighthouse ? [lighthouseMarkdown(r.lighthouse), ''] : []),
    ...(r.guards ? [guardsMarkdown(r.guards), ''] : []),
  ].join('\n');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/** Bundle size, module init and cold start per function, next to the figures before lean functions. */
export function functionsMarkdown(bundles: BundleResult[], coldStarts: ColdStartResult[]): string {
  const cold = new Map(coldStarts.map((c) => [c.module, c]));
  return [
    '## Lambda functions (targets: <= 150 KB minified, median module init <= 40 ms)',
    "Built with the stacks' own `lambdaBuildOptions`. Module init: importing the bundle in a fresh Node process",
    '(median of 7). Cold start: a fresh process whose local gateway imports the bundle and serves its first',
    'request against the local stack (median of 3); warm: the second request.',
    '',
    `No package bundled twice in any bundle: ${mark(bundles.every((b) => b.duplicates.length === 0))}`,
    '',
    table(
      [
        'function',
        'KB (before)',
        'init ms (before)',
        'fastest init ms',
        'cold start ms',
        'first request',
        'warm ms',
        'size',
        'init',
      ],
      bundles.map((b) => {
        const before = previousFigures[b.module];
        const c = cold.get(b.module);
        return [
          b.module,
          `${kb(b.bytes)} (${before?.kb ?? '-'})`,
          `${b.initMsMedian} (${before?.initMs ?? '-'})`,
          b.initMsMin,
          c?.coldStartMsMedian ?? '-',
          c ? `${c.request} → ${c.status}` : '-',
          c?.warmMs ?? '-',
          mark(b.bytes <= 150 * 1024),
          mark(b.initMsMedian <= 40),
        ];
      }),
    ),
    '',
    '### The five largest packages per bundle (KB of minified output)',
    table(
      ['function', '1', '2', '3', '4', '5', 'bundled twice'],
      bundles.map((b) => [
        b.module,
        // A bundle of fewer than five packages leaves the rest of its row empty.
        ...Array.from({ length: 5 }, (_, i) => {
          const p = b.largest[i];
          return p ? `${p.name} ${(p.bytes / 1024).toFixed(1)}` : '';
        }),
        b.duplicates.join('; ') || 'none',
      ]),
    ),
  ].join('\n');
}
