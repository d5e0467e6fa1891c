import { performance } from 'node:perf_hooks';
import { apiPathPrefix } from '@contract/site-paths';
import { localThrottlesSwitch } from '../infra/local/throttles';
import { createMember } from '../test/support/profiles';
import { edgeHeaders, testStack } from '../test/support/stack';
import { sized } from './smoke';
import { startBenchStack } from './stack';
import { median, percentile } from './stats';

/** Target: the edge adds under 5 ms to a request at the median. */
export const edgeTargetMs = 5;

export interface EdgeLatencyResult {
  route: string;
  pairs: number;
  directMedianMs: number;
  directP99Ms: number;
  edgeMedianMs: number;
  edgeP99Ms: number;
  /** Per pair: through the edge minus at the gateway. */
  addedMedianMs: number;
  addedP99Ms: number;
}

const ms = (value: number) => Number(value.toFixed(2));

/** One GET, timed to its whole body; anything but 200 stops the row. */
async function timedGet(url: string, token: string): Promise<number> {
  const start = performance.now();
  // At the gateway the edge secret, as the edge adds it (the stack is edge-only); the edge overwrites it anyway.
  const res = await fetch(url, { headers: { ...edgeHeaders(), authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  const took = performance.now() - start;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return took;
}

/**
 * `GET /me` at the gateway and through the local edge (the built site's server: the distribution's behaviours,
 * their functions and the origin request, infra/local/edge/), in pairs whose order alternates, so the
 * machine's drift falls on both; on its own stack with the built site and the gateway's throttles off.
 */
export async function measureEdgeLatency(): Promise<EdgeLatencyResult> {
  process.env[localThrottlesSwitch] = 'off';
  const stop = await startBenchStack({ site: true });
  delete process.env[localThrottlesSwitch];
  try {
    return await edgeLatencyOnStack();
  } finally {
    await stop();
  }
}

/** The pairs of `measureEdgeLatency`, on the stack RECEIPTS_STACK names, which serves the built site. */
export async function edgeLatencyOnStack(): Promise<EdgeLatencyResult> {
  const { siteUrl, apiUrl } = testStack();
  const member = await createMember('Edge', 'Member');
  const atGateway = new URL('/me', apiUrl).toString();
  // The site's address on loopback, as test/integration/viewer-address.test.ts reaches it.
  const edgeUrl = new URL(`${apiPathPrefix}/me`, siteUrl);
  edgeUrl.hostname = '127.0.0.1';
  const throughEdge = edgeUrl.toString();
  const pair = async (i: number) => {
    const [first, second] = i % 2 ? [throughEdge, atGateway] : [atGateway, throughEdge];
    const a = await timedGet(first, member.idToken);
    const b = await timedGet(second, member.idToken);
    return i % 2 ? { direct: b, edge: a } : { direct: a, edge: b };
  };
  for (let i = 0; i < sized(20, 2); i++) await pair(i);
  const pairs = [];
  for (let i = 0; i < sized(500, 5); i++) pairs.push(await pair(i));
  const [direct, edge] = [pairs.map((p) => p.direct), pairs.map((p) => p.edge)];
  const added = pairs.map((p) => p.edge - p.direct);
  return {
    route: 'GET /me',
    pairs: pairs.length,
    directMedianMs: ms(median(direct)),
    directP99Ms: ms(percentile(direct, 0.99)),
    edgeMedianMs: ms(median(edge)),
    edgeP99Ms: ms(percentile(edge, 0.99)),
    addedMedianMs: ms(median(added)),
    addedP99Ms: ms(percentile(added, 0.99)),
  };
}

export function edgeLatencyMarkdown(r: EdgeLatencyResult): string {
  return [
    `## The local edge's added latency per request (target: median < ${edgeTargetMs} ms)`,
    'The same request at the local gateway and through the local edge (the site address + `/api`: the',
    "distribution's behaviours, functions and origin request, then the gateway), in pairs whose order alternates;",
    'the added figures are per pair, through the edge minus at the gateway; on a busy machine a pause that',
    "falls on one side of a pair raises the added p99, so each side's own p99 is given beside it.",
    '',
    '| route | pairs | gateway median / p99 ms | edge median / p99 ms | added median ms | added p99 ms | |',
    '|---|---|---|---|---|---|---|',
    `| ${r.route} | ${r.pairs} | ${r.directMedianMs} / ${r.directP99Ms} | ${r.edgeMedianMs} / ${r.edgeP99Ms} | ${r.addedMedianMs} | ${r.addedP99Ms} | ${r.addedMedianMs < edgeTargetMs ? 'met' : 'NOT met'} |`,
  ].join('\n');
}
