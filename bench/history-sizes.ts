import { randomUUID } from 'node:crypto';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { dynamo } from '../functions/store/platform/clients';
import { invoke } from '../test/support/in-process';
import { countRequests } from './counting';
import { medianPair } from './in-process';
import { sized } from './smoke';

const dynamoCount = countRequests(dynamo);

/** One page's cost behind a small and a large history: its DynamoDB requests and median time at each. */
export interface HistorySizesResult {
  case: string;
  small: { ms: number; dynamo: number };
  large: { ms: number; dynamo: number };
  ratio: number;
}

/**
 * Seeds a member with 10 and one with 10,000 receipts behind them (`seed`), then reads `route` of the receipts
 * function for each: requests counted on a first read, time as the median of 30 reads taken in turn.
 */
export async function compareHistorySizes(
  label: string,
  route: string,
  seed: (userId: string, count: number) => Promise<void>,
  query?: Record<string, string>,
): Promise<HistorySizesResult> {
  const member = async (count: number) => {
    const userId = `bench-${count}-${randomUUID()}`;
    await seed(userId, count);
    const read = () => invoke(receiptsHandler, route, userId, query ? { query } : {});
    dynamoCount.reset();
    const res = await read();
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    return { read, requests: dynamoCount.total() };
  };
  const small = await member(10);
  const large = await member(sized(10_000, 20));
  const [smallMs, largeMs] = await medianPair(small.read, large.read);
  return {
    case: label,
    small: { ms: smallMs, dynamo: small.requests },
    large: { ms: largeMs, dynamo: large.requests },
    ratio: Number((largeMs / smallMs).toFixed(2)),
  };
}

/** The report's rows: requests and time at both sizes, met when the time ratio is at most 1.2 and requests equal. */
export function historySizesMarkdown(title: string, rows: HistorySizesResult[]): string {
  return [
    `## ${title} (targets: same DynamoDB requests, time ratio <= 1.2)`,
    '| case | DynamoDB (10) | DynamoDB (10,000) | ms (10) | ms (10,000) | ratio | |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const met = r.ratio <= 1.2 && r.small.dynamo === r.large.dynamo;
      return `| ${r.case} | ${r.small.dynamo} | ${r.large.dynamo} | ${r.small.ms} | ${r.large.ms} | ${r.ratio} | ${met ? 'met' : 'NOT met'} |`;
    }),
  ].join('\n');
}
