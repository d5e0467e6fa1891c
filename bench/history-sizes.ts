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
  /** A page with a ceiling on its requests: met only at or under it at both sizes. */
  requestsAtMost?: number;
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
  requestsAtMost?: number,
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
    ...(requestsAtMost === undefined ? {} : { requestsAtMost }),
  };
}

/**
 * The report's rows: requests and time at both sizes, met when the time ratio is at most 1.2 and requests
 * equal (and at most the row's ceiling, named in its case, when it has one).
 */
export function historySizesMarkdown(title: string, rows: HistorySizesResult[]): string {
  return [
    `## ${title} (targets: same DynamoDB requests, time ratio <= 1.2)`,
    '| case | DynamoDB (10) | DynamoDB (10,000) | ms (10) | ms (10,000) | ratio | |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const ceiling = r.requestsAtMost;
      const met =
        r.ratio <= 1.2 &&
        r.small.dynamo === r.large.dynamo &&
        (ceiling === undefined || r.large.dynamo <= ceiling);
      const name = ceiling === undefined ? r.case : `${r.case}; requests at most ${ceiling}`;
      return `| ${name} | ${r.small.dynamo} | ${r.large.dynamo} | ${r.small.ms} | ${r.large.ms} | ${r.ratio} | ${met ? 'met' : 'NOT met'} |`;
    }),
  ].join('\n');
}
