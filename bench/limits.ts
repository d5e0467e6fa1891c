import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { envNames } from '../functions/config';
import { handler as mediaHandler } from '../functions/handlers/media';
import { invoke } from '../test/support/in-process';
import type { TestMember } from '../test/support/profiles';
import { testStack } from '../test/support/stack';

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
  const sendMs = async (recipient: TestMember) => {
    const started = performance.now();
    const res = await invoke(mediaHandler, 'POST /receipts', sender.userId, {
      body: { clientRequestId: randomUUID(), recipientId: recipient.userId, receiptText: 'Limit bench' },
    });
    if (res.status !== 201) throw new Error(`send answered ${res.status}`);
    return performance.now() - started;
  };
  const runs = 40;
  const saved = process.env[envNames.accountLimits];
  const timings = { withLimits: [] as number[], withoutLimits: [] as number[] };
  try {
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
    sendP50WithLimitsMs: withMs,
    sendP50WithoutLimitsMs: withoutMs,
    addedMs: withMs - withoutMs,
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

/**
 * Another member's `GET /me` p50 alone, then while one account floods `POST /me/contacts` with 20
 * connections (contacts keep their real limit here: after 100 the flood is refused after one read).
 */
export async function measureFloodRatio(member: TestMember, flooder: TestMember, seconds: number) {
  const quietMs = await meLatency(member, seconds);
  const flood = autocannon({
    url: `${testStack().apiUrl}/me/contacts`,
    connections: 20,
    duration: seconds + 1,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${flooder.idToken}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ username: `flood_${randomUUID().slice(0, 8)}`, name: 'Flood' }),
        }),
      },
    ],
  });
  const duringMs = await meLatency(member, seconds);
  const flooded = await flood;
  return {
    meP50QuietMs: quietMs,
    meP50DuringFloodMs: duringMs,
    ratio: Number((duringMs / Math.max(quietMs, 0.01)).toFixed(2)),
    floodRequests: flooded.requests.total,
    floodRefused429: flooded.statusCodeStats?.['429']?.count ?? 0,
  };
}
