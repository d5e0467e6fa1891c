import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { accountLimits } from '@contract/limits';
import autocannon from 'autocannon';
import { envNames } from '../functions/config';
import { invoke, verifiedMemberClaims } from '../test/support/in-process';
import type { TestMember } from '../test/support/profiles';
import { testStack } from '../test/support/stack';
import { sized } from './smoke';

const round = (ms: number) => Number(ms.toFixed(1));
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The bench stack lifts the send and search limits (its latency rows and load send thousands). */
export const benchLimitOverrides = {
  receiptsPerDay: 1_000_000,
  receiptsToOneRecipientPerDay: 1_000_000,
  searchesPerMinute: 1_000_000,
};

/**
 * A send's latency in process with its two limit counters in the transaction (plus the early read) and with
 * the limits off: what the limit check costs an accepted send.
 */
export async function measureLimitCheckCost(sender: TestMember, recipients: [TestMember, TestMember]) {
  // Imported once the handlers point at the bench stack (its clients read the endpoints when loaded).
  const { handler: receiptsHandler } = await import('../functions/handlers/receipts');
  const sendMs = async (recipient: TestMember, status = 201) => {
    const started = performance.now();
    const res = await invoke(receiptsHandler, 'POST /receipts', sender.userId, {
      body: { clientRequestId: randomUUID(), recipientId: recipient.userId, receiptText: 'Limit bench' },
      claims: verifiedMemberClaims,
    });
    if (res.status !== status) throw new Error(`send answered ${res.status}, not ${status}`);
    return performance.now() - started;
  };
  const runs = sized(40, 3);
  const saved = process.env[envNames.accountLimits];
  const timings = { withLimits: [] as number[], withoutLimits: [] as number[], refused: [] as number[] };
  try {
    // At its limit (one receipt a day to recipient 0, already sent): refused after one read.
    process.env[envNames.accountLimits] = JSON.stringify({
      ...benchLimitOverrides,
      receiptsToOneRecipientPerDay: 1,
    });
    await sendMs(recipients[0], 201);
    for (let i = 0; i < runs; i++) timings.refused.push(await sendMs(recipients[0], 429));
    for (let i = 0; i < runs; i++) {
      process.env[envNames.accountLimits] = JSON.stringify(benchLimitOverrides);
      timings.withLimits.push(await sendMs(recipients[0]));
      process.env[envNames.accountLimits] = JSON.stringify({
        receiptsPerDay: 'off',
        receiptsToOneRecipientPerDay: 'off',
      });
      timings.withoutLimits.push(await sendMs(recipients[1]));
    }
  } finally {
    if (saved === undefined) delete process.env[envNames.accountLimits];
    else process.env[envNames.accountLimits] = saved;
  }
  const withMs = p50(timings.withLimits);
  const withoutMs = p50(timings.withoutLimits);
  return {
    runs,
    sendP50WithLimitsMs: round(withMs),
    sendP50WithoutLimitsMs: round(withoutMs),
    addedMs: round(withMs - withoutMs),
    refusedSendP50Ms: round(p50(timings.refused)),
  };
}

const meLatency = async (member: TestMember, seconds: number) =>
  (
    await autocannon({
      url: `${testStack().apiUrl}/me`,
      connections: 1,
      duration: seconds,
      headers: { authorization: `Bearer ${member.idToken}` },
    })
  ).latency.p50;

/** `connections` of one account's requests to `path` for `seconds`, with a fresh body each. */
const flood = (member: TestMember, path: string, body: () => unknown, seconds: number) =>
  autocannon({
    url: `${testStack().apiUrl}${path}`,
    connections: 20,
    duration: seconds + 1,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }),
      },
    ],
  });

/**
 * Another member's `GET /me` p50 alone; while one account floods `POST /receipts` with 20 connections and
 * every send is accepted (the bench lifts the send limits: what an unlimited account costs); and while an
 * account at its contacts limit floods `POST /me/contacts` (each refused after one read).
 */
export async function measureFloodRatio(
  member: TestMember,
  flooder: TestMember,
  target: TestMember,
  seconds: number,
) {
  const { addContacts } = await import('../test/support/contacts');
  await addContacts(flooder.idToken, accountLimits.contactsPerDay.max, `fl${randomUUID().slice(0, 6)}_`);
  const quietMs = await meLatency(member, seconds);
  const sends = flood(
    flooder,
    '/receipts',
    () => ({ clientRequestId: randomUUID(), recipientId: target.userId, receiptText: 'Flood' }),
    seconds,
  );
  const duringSendsMs = await meLatency(member, seconds);
  const accepted = await sends;
  const adds = flood(
    flooder,
    '/me/contacts',
    () => ({ username: `flood_${randomUUID().slice(0, 8)}`, name: 'Flood' }),
    seconds,
  );
  const duringRefusedMs = await meLatency(member, seconds);
  const refused = await adds;
  const ratio = (ms: number) => Number((ms / Math.max(quietMs, 0.01)).toFixed(2));
  return {
    meP50QuietMs: quietMs,
    meP50DuringAcceptedFloodMs: duringSendsMs,
    ratioDuringAcceptedFlood: ratio(duringSendsMs),
    acceptedFloodRequests: accepted.requests.total,
    meP50DuringRefusedFloodMs: duringRefusedMs,
    ratioDuringRefusedFlood: ratio(duringRefusedMs),
    refusedFloodRequests: refused.requests.total,
    refusedFlood429: refused.statusCodeStats?.['429']?.count ?? 0,
  };
}
