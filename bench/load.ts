import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import autocannon from 'autocannon';
import { callApi } from '../test/support/api';
import { sendRequest } from '../test/support/load-requests';
import { createMember, type TestMember } from '../test/support/profiles';
import { allReceipts } from '../test/support/receipts';
import { testStack } from '../test/support/stack';

export interface LoadRun {
  members: TestMember[];
  /** Ids of the receipts the API acknowledged with a 201. */
  acceptedIds: string[];
  summary: {
    users: number;
    seconds: number;
    requests: number;
    accepted: number;
    rejected4xx: number;
    errors5xx: number;
    rps: number;
  };
}

/** Members sending receipts to each other at random for `seconds` on 50 connections, through the gateway. */
export function sendAmong(
  members: readonly TestMember[],
  seconds: number,
  onResponse: (status: number, body: string) => void,
) {
  const pick = () => members[Math.floor(Math.random() * members.length)]!;
  return autocannon({
    url: testStack().apiUrl,
    connections: 50,
    duration: seconds,
    requests: [
      sendRequest(pick, { receiptText: 'Under load', category: 'Play', intent: 'Empathy' }, onResponse),
    ],
  });
}

/** `users` people sending receipts to each other at random for `seconds`, 50 connections. */
export async function runLoad(users: number, seconds: number): Promise<LoadRun> {
  const members: TestMember[] = [];
  for (let i = 0; i < users; i += 10) {
    members.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, users - i) }, () => createMember()))),
    );
  }
  const acceptedIds: string[] = [];
  const result = await sendAmong(members, seconds, (status, body) => {
    if (status === 201) acceptedIds.push((JSON.parse(body) as { id: string }).id);
  });
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const count = (test: (code: number) => boolean) =>
    Object.entries(codes).reduce((sum, [code, { count: n }]) => sum + (test(Number(code)) ? n : 0), 0);
  return {
    members,
    acceptedIds,
    summary: {
      users,
      seconds,
      requests: result.requests.total,
      accepted: acceptedIds.length,
      rejected4xx: count((c) => c >= 400 && c < 500),
      errors5xx: count((c) => c >= 500),
      rps: Math.round(result.requests.average),
    },
  };
}

/**
 * Every acknowledged receipt stored exactly once, and every counter equal to a recount. Requests still in
 * flight when the run stops may be stored without an acknowledgement; they are reported, not counted lost.
 */
export async function checkLoadIntegrity(load: LoadRun) {
  const stored = new Map<string, Receipt>();
  let duplicates = 0;
  let counterMismatches = 0;
  for (const member of load.members) {
    const received = await allReceipts(member, 'received');
    const sent = await allReceipts(member, 'sent');
    for (const r of received) {
      if (stored.has(r.id)) duplicates++;
      stored.set(r.id, r);
    }
    const me = (await callApi<Me>('GET', '/me', { token: member.idToken })).body;
    const playCount = me.counters.receivedByCategory.Play ?? 0;
    if (
      me.counters.received !== received.length ||
      me.counters.sent !== sent.length ||
      playCount !== received.length
    ) {
      counterMismatches++;
    }
  }
  const accepted = new Set(load.acceptedIds);
  return {
    storedReceipts: stored.size,
    lostReceipts: [...accepted].filter((id) => !stored.has(id)).length,
    duplicateReceipts: duplicates + (load.acceptedIds.length - accepted.size),
    unacknowledgedInFlight: [...stored.keys()].filter((id) => !accepted.has(id)).length,
    counterMismatches,
  };
}
