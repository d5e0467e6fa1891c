import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { TestMember } from '../test/support/profiles';
import { testStack } from '../test/support/stack';
import { sized } from './smoke';

export interface LatencyResult {
  route: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

export interface BenchRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: () => unknown;
}

/** p50 / p99 latency and requests per second through the local gateway, with autocannon. */
export async function measureLatency(
  routes: BenchRoute[],
  caller: TestMember,
  seconds: number,
): Promise<LatencyResult[]> {
  const results: LatencyResult[] = [];
  for (const route of routes) {
    for (const connections of [1, sized(50, 4)]) {
      const result = await autocannon({
        url: testStack().apiUrl,
        connections,
        duration: seconds,
        requests: [
          {
            method: route.method,
            path: route.path,
            headers: { authorization: `Bearer ${caller.idToken}`, 'content-type': 'application/json' },
            setupRequest: (req) => ({
              ...req,
              ...(route.body ? { body: JSON.stringify(route.body()) } : {}),
            }),
          },
        ],
      });
      results.push({
        route: route.name,
        connections,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        non2xx: result.non2xx,
      });
    }
  }
  return results;
}

export const receiptBody = (recipientId: string) => () => ({
  clientRequestId: randomUUID(),
  recipientId,
  receiptText: 'Benchmark receipt',
  category: 'Work',
  intent: 'Growth',
});
