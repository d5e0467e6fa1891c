import type { LatencyResult } from './api';
import type { BundleResult } from './bundles';
import type { RequestCount, ScaleResult } from './in-process';
import type { SiteResult } from './site';

interface Results {
  date: string;
  bundles: BundleResult[];
  requests: RequestCount[];
  latency: LatencyResult[];
  scale: ScaleResult[];
  load: Record<string, number>;
  site: SiteResult;
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
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
    '## Lambda bundles and cold start (targets: <= 150 KB minified, median init <= 40 ms)',
    table(
      ['bundle', 'KB', 'init ms (median)', 'size', 'init'],
      r.bundles.map((b) => [
        b.module,
        (b.bytes / 1024).toFixed(0),
        b.initMsMedian,
        mark(b.bytes <= 150 * 1024),
        mark(b.initMsMedian <= 40),
      ]),
    ),
    '',
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
    '## API latency through the local gateway (autocannon)',
    table(
      ['route', 'connections', 'p50 ms', 'p99 ms', 'req/s', 'non-2xx'],
      r.latency.map((l) => [l.route, l.connections, l.p50, l.p99, l.rps, l.non2xx]),
    ),
    '',
    '## Scale (target ratio <= 1.5)',
    table(
      ['case', 'small ms', 'large ms', 'ratio', ''],
      r.scale.map((s) => [s.case, s.small, s.large, s.ratio, mark(s.ratio <= 1.5)]),
    ),
    '',
    '## Load with integrity (targets: zero 5xx, zero lost or duplicated receipts, counters exact)',
    table(Object.keys(r.load), [Object.values(r.load)]),
    `Integrity: ${mark(r.load.errors5xx === 0 && r.load.lostReceipts === 0 && r.load.duplicateReceipts === 0 && r.load.counterMismatches === 0)}`,
    '',
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
  ].join('\n');
}
