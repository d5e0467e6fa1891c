import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envNames } from '../functions/config';
import { dynamo } from '../functions/store/platform/clients';
import * as keys from '../functions/store/platform/keys';
import { runDigestsLocally } from '../infra/local/digest-runner';
import { seedDigestSubscribers } from '../test/support/digests';
import { writeAll } from '../test/support/seed';
import { commandsText, countRequests, staysFlat } from './counting';
import { sized } from './smoke';

const dynamoCount = countRequests(dynamo);

export interface DigestRunResult {
  case: string;
  optedIn: number;
  otherMembers: number;
  dynamo: number;
  perOptedIn: number;
  commands: Record<string, number>;
}

/** Members who never opted in: profiles without the subscription item (the index does not hold them). */
async function seedOtherMembers(count: number) {
  const stem = `bench-quiet-${randomUUID()}`;
  await writeAll(
    Array.from({ length: count }, (_, i) => ({
      ...keys.profile(`${stem}-${i}`),
      entity: 'profile',
      userId: `${stem}-${i}`,
      email: `${stem}-${i}@bench.example.com`,
      verificationStatus: { email: true, phone: false },
    })),
  );
}

/**
 * A digest run's DynamoDB requests (planner and sender, in-process, mailing into a temporary folder): with
 * 100 opted-in members; again after 2,000 members who did not opt in were added (the same figure: the run
 * never reads them); and with 1,000 opted-in members (about ten times the first).
 */
export async function measureDigestRuns(): Promise<DigestRunResult[]> {
  Object.assign(process.env, {
    [envNames.mailTransport]: 'file',
    [envNames.mailDir]: mkdtempSync(join(tmpdir(), 'bench-digest-')),
    [envNames.siteUrl]: 'http://127.0.0.1:5173',
    [envNames.apiUrl]: 'http://127.0.0.1:3001',
  });
  const results: DigestRunResult[] = [];
  let optedIn = 0;
  let otherMembers = 0;
  // Each run is a week of its own (a finished week plans nothing again).
  let week = 0;
  const measure = async (name: string) => {
    const at = new Date(Date.UTC(2032, 0, 5 + 7 * week++, 8));
    const print = console.log;
    console.log = () => undefined; // the local transport announces every e-mail
    dynamoCount.reset();
    try {
      await runDigestsLocally(at);
    } finally {
      console.log = print;
    }
    const total = dynamoCount.total();
    results.push({
      case: name,
      optedIn,
      otherMembers,
      dynamo: total,
      perOptedIn: Number((total / optedIn).toFixed(2)),
      commands: dynamoCount.byCommand(),
    });
  };

  await seedDigestSubscribers(sized(100, 2), `bench-digest-${randomUUID()}`);
  optedIn += sized(100, 2);
  await measure('100 opted in');
  await seedOtherMembers(sized(2000, 2));
  otherMembers += sized(2000, 2);
  await measure('100 opted in, 2,000 others');
  await seedDigestSubscribers(sized(900, 2), `bench-digest-${randomUUID()}`);
  optedIn += sized(900, 2);
  await measure('1,000 opted in, 2,000 others');
  return results;
}

const row = (r: DigestRunResult) =>
  `| ${r.case} | ${r.dynamo} | ${r.perOptedIn} | ${commandsText(r.commands)} |`;

/**
 * Target: the requests grow with opted-in members only (the same with 2,000 more members who did not opt in,
 * the same per opted-in member at 10 times as many).
 */
export function digestMarkdown(results: DigestRunResult[]): string {
  const [small, withOthers, large] = results;
  const met =
    small !== undefined &&
    withOthers?.dynamo === small.dynamo &&
    staysFlat(small.perOptedIn, large?.perOptedIn);
  return [
    '## Weekly digest run (target: DynamoDB requests grow with opted-in members only)',
    '| case | DynamoDB requests | per opted-in member | commands |',
    '|---|---|---|---|',
    ...results.map(row),
    `Target ${met ? 'met' : 'NOT met'}.`,
  ].join('\n');
}
