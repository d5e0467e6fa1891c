import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { routeKey, routes } from '@contract/routes';
import type { DynamoDBRecord } from 'aws-lambda';
import { envNames } from '../functions/config';
import { handler as statsHandler } from '../functions/events/dashboard-stats';
import { handler as notifyHandler } from '../functions/events/notify-recipient';
import { handler as mediaHandler } from '../functions/handlers/media';
import { dynamo, tableName } from '../functions/store/platform/clients';
import * as keys from '../functions/store/platform/keys';
import { defaultMemoryMb, mediaFunctionMemoryMb } from '../infra/stacks/lambda-defaults';
import { invoke, verifiedMemberClaims } from '../test/support/in-process';
import { createMember, createVerifiedMember } from '../test/support/profiles';
import { giveReceipt } from '../test/support/receipts';
import { uploadVoiceNote } from '../test/support/upload';
import { benchDir } from './bundles';
import { sumConsumedCapacity } from './consumed-capacity';
import {
  type CostLine,
  type MeasuredCall,
  memberMonth,
  monthlyLines,
  streamConsumers,
  totalUsd,
} from './cost-model';
import { countedRoutes } from './counted-routes';
import { medianMs } from './in-process';
import { usageProfile } from './prices';

const capacity = sumConsumedCapacity(dynamo);
const onMedia = new Set(
  Object.values(routes)
    .filter((r) => r.handler === 'media')
    .map(routeKey),
);
const memoryOf = (route: string) => (onMedia.has(route) ? mediaFunctionMemoryMb : defaultMemoryMb);
const round = (n: number) => Number(n.toFixed(2));

export type CostCall = MeasuredCall & { status: number; unreported: number; raised: number };

/** One call's request units (a warm call, counted from DynamoDB's answers) and its in-process median time. */
async function measureCall(route: string, run: () => Promise<{ status: number }>): Promise<CostCall> {
  await run();
  capacity.reset();
  const { status } = await run();
  const { read, write, unreported, raised } = capacity.units();
  const ms = await medianMs(run, 15);
  return {
    route,
    status,
    read: round(read),
    write: round(write),
    unreported,
    raised,
    ms,
    memoryMb: memoryOf(route),
  };
}

/** A new receipt's stream record, as DynamoDB Streams would hand it to the consumers (a fresh id each time). */
function streamRecordOf(stored: Record<string, unknown>, recipientId: string) {
  return (): { Records: DynamoDBRecord[] } => {
    const id = randomUUID();
    const image = { ...stored, ...keys.receipt(recipientId, id), id };
    const NewImage = marshall(image, { removeUndefinedValues: true }) as never;
    return { Records: [{ eventID: id, eventName: 'INSERT', dynamodb: { NewImage } }] };
  };
}

const consumerStatus = (r: { batchItemFailures: unknown[] }) => ({
  status: r.batchItemFailures.length ? 500 : 200,
});

export interface CostResult {
  calls: CostCall[];
  bills: { members: number; total: number; perMember: number; lines: CostLine[] }[];
}

/**
 * Every call of the usage profile, measured against the local stack: the counted routes, the voice-note
 * routes and both stream consumers of a new receipt (run in process on a record like the stream's).
 */
export async function measureCost(): Promise<CostResult> {
  Object.assign(process.env, {
    [envNames.mailTransport]: 'file',
    [envNames.mailDir]: join(benchDir, 'mail'),
    [envNames.siteUrl]: 'http://localhost',
    [envNames.apiUrl]: 'http://localhost',
  });
  const caller = await createMember('Cost', 'Sender');
  const other = await createVerifiedMember('Cost', 'Recipient');
  const calls: CostCall[] = [];
  for (const c of countedRoutes) calls.push(await measureCall(c.route, () => c.run(caller, other)));
  calls.push(
    await measureCall(routeKey(routes.createVoiceUpload), () =>
      invoke(mediaHandler, routeKey(routes.createVoiceUpload), caller.userId, {
        body: { contentType: 'audio/webm', size: usageProfile.voiceNoteKB * 1024 },
        claims: verifiedMemberClaims,
      }),
    ),
  );
  const voiced = await giveReceipt(caller, other, { voiceRecording: await uploadVoiceNote(caller) });
  if (voiced.status !== 201) throw new Error(`giving a voice note answered ${voiced.status}`);
  calls.push(
    await measureCall(routeKey(routes.getVoiceUrl), () =>
      invoke(mediaHandler, routeKey(routes.getVoiceUrl), other.userId, {
        params: { receiptId: voiced.body.id },
      }),
    ),
  );
  const stored = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.receipt(other.userId, voiced.body.id) }),
  );
  const record = streamRecordOf(stored.Item ?? {}, other.userId);
  const [stats, notify] = streamConsumers;
  calls.push(await measureCall(stats, async () => consumerStatus(await statsHandler(record()))));
  calls.push(await measureCall(notify, async () => consumerStatus(await notifyHandler(record()))));
  const perMember = memberMonth(usageProfile, calls);
  const bills = [1_000, 100_000].map((members) => {
    const lines = monthlyLines(perMember, members);
    const total = totalUsd(lines);
    return { members, total, perMember: total / members, lines };
  });
  return { calls, bills };
}

const usd = (n: number) => (n === 0 ? '0' : n >= 100 ? n.toFixed(0) : n >= 1 ? n.toFixed(2) : n.toFixed(4));
const goalPerMember = 0.01;

/** The report's rows: each call's units and time, the two months' totals, and every line, largest first. */
export function costMarkdown(r: CostResult): string {
  const large = r.bills.at(-1)!;
  const byKey = (bill: CostResult['bills'][number]) => new Map(bill.lines.map((l) => [l.key, l.usd]));
  const small = byKey(r.bills[0]!);
  // The lines that alone take half the goal or more, and what the rest comes to without them.
  const over = large.lines.filter((l) => l.usd / large.members >= goalPerMember / 2);
  const rest = (large.total - totalUsd(over)) / large.members;
  return [
    '## Cost (goal: under $0.01 per active member a month at 100,000)',
    'Request units read from DynamoDB Local (`ReturnConsumedCapacity: TOTAL`) on a warm call, each read at least',
    "DynamoDB's minimum (Local reports 0 for an empty Query or a missing key; AWS bills 0.5, or 1 strongly",
    'consistent); duration: the handler in process against the local stack (median of 15), billed rounded up',
    'to 1 ms at its memory.',
    '',
    '| call | status | read units | write units | empty reads at the minimum | answers without units | ms | MB |',
    '|---|---|---|---|---|---|---|---|',
    ...r.calls.map(
      (c) =>
        `| ${c.route} | ${c.status} | ${c.read} | ${c.write} | ${c.raised} | ${c.unreported} | ${c.ms} | ${c.memoryMb} |`,
    ),
    '',
    `Usage profile (bench/prices.ts): ${r.calls.length} calls measured; ${profileText()}.`,
    '',
    '| active members | $ a month | $ per member | |',
    '|---|---|---|---|',
    ...r.bills.map(
      (b) =>
        `| ${b.members.toLocaleString('en-US')} | ${usd(b.total)} | ${b.perMember.toFixed(5)} | ${b.members === large.members ? (b.perMember < goalPerMember ? 'met' : 'NOT met') : ''} |`,
    ),
    '',
    `| line (us-east-1 on-demand) | $ at ${r.bills[0]!.members.toLocaleString('en-US')} | $ at ${large.members.toLocaleString('en-US')} | $ per member at ${large.members.toLocaleString('en-US')} |`,
    '|---|---|---|---|',
    ...large.lines.map(
      (l) =>
        `| ${l.key}: ${l.unit} | ${usd(small.get(l.key) ?? 0)} | ${usd(l.usd)} | ${(l.usd / large.members).toFixed(5)} |`,
    ),
    '',
    `Lines of at least $${goalPerMember / 2} per member at ${large.members.toLocaleString('en-US')}: ${over.map((l) => l.key).join(', ') || 'none'}; every other line together: $${rest.toFixed(5)} per member.`,
  ].join('\n');
}

const profileText = () => {
  const p = usageProfile;
  const views = p.routes.map((r) => `${r.route} ×${r.perDay}`).join(', ');
  return `a day, ${views}; ${p.receiptsPerDay} receipts given (each e-mailed to ${p.emailShare * 100}% of recipients, ${p.receiptEmailsPerReceipt} e-mails a receipt after gathering, both stream consumers run once); ${p.voiceNotesPerDay} voice note of ${p.voiceNoteKB} KB; ${p.photoViewsPerDay} photo view of ${p.photoKB} KB; ${p.siteVisitsPerDay} site visit (${p.siteRequestsPerVisit} requests, ${p.siteKBPerVisit} KB); ${p.digestsPerMonth.toFixed(2)} digests a month; ${p.monthsKept} months stored`;
};
