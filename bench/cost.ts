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
  receiptRoute,
  streamConsumers,
  totalUsd,
} from './cost-model';
import { countedRoutes } from './counted-routes';
import { medianMs } from './in-process';
import { loggedBytes } from './logged-bytes';
import { fixedMonth, memberPlatform } from './platform-usage';
import { usageProfile } from './prices';
import { prodCounts } from './prod-counts';
import type { StackCounts } from './stack-counts';

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
  const logBytes = await loggedBytes(run);
  return {
    route,
    status,
    read: round(read),
    write: round(write),
    unreported,
    raised,
    ms,
    memoryMb: memoryOf(route),
    logBytes,
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
  counts: StackCounts;
  /** The stage's month with no member: what it bills whoever uses it. */
  fixed: CostLine[];
  bills: { members: number; total: number; fixed: number; perMember: number; lines: CostLine[] }[];
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
  const send = calls.find((c) => c.route === receiptRoute);
  if (send?.status !== 201) throw new Error(`${receiptRoute} answered ${send?.status}, not a send`);
  const counts = prodCounts();
  const own = memberMonth(usageProfile, calls);
  const perMember = { ...own, ...memberPlatform(counts, usageProfile, calls, own) };
  const fixedUsage = fixedMonth(counts);
  const fixed = monthlyLines(perMember, 0, fixedUsage).filter((l) => l.usd > 0);
  const bills = [1_000, 100_000].map((members) => {
    const lines = monthlyLines(perMember, members, fixedUsage);
    const total = totalUsd(lines);
    return { members, total, fixed: totalUsd(fixed), perMember: total / members, lines };
  });
  return { calls, counts, fixed, bills };
}
