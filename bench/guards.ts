import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { HttpResponse } from '@smithy/core/protocols';
import autocannon from 'autocannon';
import { enforceIam, runAsFunction } from '../infra/local/iam/enforce';
import { localIamPolicies, synthesizeLocalTemplates } from '../infra/local/iam/role-policies';
import type { TestMember } from '../test/support/profiles';
import { giveReceipt } from '../test/support/receipts';
import { edgeHeaders, testStack } from '../test/support/stack';
import { sized } from './smoke';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * What the local IAM check adds to one AWS SDK call: a GetItem through the document client against a handler
 * that answers at once (no emulator, so only the SDK and the check are timed), outside any function and as the
 * users function; each key new (the evaluator runs) or the same key again (its decision is remembered).
 */
export async function measureIamCheckCost(calls = 2000) {
  const table = 'receipts-local';
  enforceIam(localIamPolicies(synthesizeLocalTemplates(), { table, bucket: 'media', userPoolId: 'pool' }));
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'local',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestHandler: {
        handle: async () => ({
          response: new HttpResponse({
            statusCode: 200,
            headers: { 'content-type': 'application/x-amz-json-1.0' },
            body: new TextEncoder().encode('{}'),
          }),
        }),
      },
    }),
  );
  const get = (pk: string) =>
    client.send(new GetCommand({ TableName: table, Key: { PK: pk, SK: 'PROFILE' } }));
  const perCall = async (run: (i: number) => Promise<unknown>) => {
    const rounds: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      for (let i = 0; i < calls; i++) await run(i);
      rounds.push((performance.now() - started) / calls);
    }
    return median(rounds);
  };
  const asUsers = (work: () => Promise<unknown>) => runAsFunction('functions/handlers/users.ts', work);
  await perCall((i) => get(`USER#warm${i}`));
  const uncheckedMs = await perCall((i) => get(`USER#${i}`));
  const newKeyMs = await perCall(() => asUsers(() => get(`USER#${randomUUID()}`)));
  const sameKeyMs = await perCall(() => asUsers(() => get('USER#same')));
  return {
    calls,
    sdkCallUncheckedMs: round(uncheckedMs),
    checkedNewKeyMs: round(newKeyMs),
    checkedSameKeyMs: round(sameKeyMs),
    checkCostNewKeyMs: round(newKeyMs - uncheckedMs),
    checkCostSameKeyMs: round(sameKeyMs - uncheckedMs),
  };
}

/**
 * Another member's sends, one after another, while one account floods `POST /receipts` with 20 connections of
 * empty bodies, on a stack whose gateway applies the route throttles and the per-member rule: how many arrive.
 */
export async function measureSendsDuringFlood(
  flooder: TestMember,
  giver: TestMember,
  recipient: TestMember,
  seconds: number,
) {
  const flood = autocannon({
    url: `${testStack().apiUrl}/receipts`,
    connections: 20,
    duration: seconds,
    method: 'POST',
    // The edge secret, as the edge adds it: a stack that serves the built site answers only the edge.
    headers: {
      ...edgeHeaders(),
      authorization: `Bearer ${flooder.idToken}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  const until = Date.now() + seconds * 1000;
  const statuses: number[] = [];
  // A send the flooded gateway drops (its socket closed) did not arrive: counted, not thrown.
  const send = () =>
    giveReceipt(giver, recipient).then(
      (r) => r.status,
      () => 0,
    );
  while (Date.now() < until) statuses.push(await send());
  const flooded = await flood;
  const arrived = statuses.filter((s) => s === 201).length;
  return {
    seconds,
    floodRequests: flooded.requests.total,
    flood429: flooded.statusCodeStats?.['429']?.count ?? 0,
    otherMemberSends: statuses.length,
    otherMemberArrived: arrived,
    otherMemberSuccessRate: round(arrived / Math.max(statuses.length, 1), 3),
  };
}

export type GuardsResult = {
  iamCheck: Awaited<ReturnType<typeof measureIamCheckCost>>;
  flood: Awaited<ReturnType<typeof measureSendsDuringFlood>>;
};

/** Both rows, on the stack RECEIPTS_STACK names (its gateway's throttles on). */
export async function measureGuards(quick: boolean): Promise<GuardsResult> {
  const { createMember } = await import('../test/support/profiles');
  const [flooder, giver, recipient] = await Promise.all(
    ['Flooder', 'Giver', 'Recipient'].map((name) => createMember('Guards', name)),
  );
  return {
    iamCheck: await measureIamCheckCost(sized(quick ? 500 : 2000, 10)),
    flood: await measureSendsDuringFlood(flooder!, giver!, recipient!, sized(quick ? 5 : 15)),
  };
}

export const guardsMarkdown = (r: GuardsResult) =>
  [
    "## Guards: the local IAM check, and sends during one account's flood (targets: check < 1 ms a call; every other member's send arrives)",
    '| figure | value |',
    '|---|---|',
    ...[...Object.entries(r.iamCheck), ...Object.entries(r.flood)].map(([k, v]) => `| ${k} | ${v} |`),
    '',
    `IAM check per call under 1 ms: ${r.iamCheck.checkCostNewKeyMs < 1 ? 'met' : 'NOT met'}; ` +
      `another member's sends during the flood all arrived: ${r.flood.otherMemberSuccessRate === 1 ? 'met' : 'NOT met'}`,
  ].join('\n');
