import { randomUUID } from 'node:crypto';
import { limits } from '@contract/limits';
import type { Me } from '@contract/schemas/profile';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { dynamo } from '../functions/store/platform/clients';
import { callApi } from '../test/support/api';
import { invoke, verifiedMemberClaims } from '../test/support/in-process';
import { createMember, type TestMember } from '../test/support/profiles';
import { sumConsumedCapacity } from './consumed-capacity';
import { commandsText, countRequests } from './counting';

const capacity = sumConsumedCapacity(dynamo);
const requests = countRequests(dynamo);

export interface SendCost {
  case: string;
  status: number;
  requests: number;
  read: number;
  write: number;
  commands: Record<string, number>;
}

/**
 * The same sends measured on commit `e67d346`, before this round's anonymity changes (there the send also
 * asked whether the giver was in an address book recipient's book: one more Query), with this file in that
 * checkout (2026-12-07).
 */
export const sendCostBefore: Record<string, Pick<SendCost, 'requests' | 'read' | 'write'>> = {
  named: { requests: 3, read: 3.5, write: 32 },
  'anonymous, recipient takes from anyone': { requests: 3, read: 4, write: 30 },
  'anonymous, recipient takes from their address book': { requests: 5, read: 5, write: 30 },
};

const cases = [
  { case: 'named', anonymous: false, takes: 'anyone' },
  { case: 'anonymous, recipient takes from anyone', anonymous: true, takes: 'anyone' },
  { case: 'anonymous, recipient takes from their address book', anonymous: true, takes: 'addressBook' },
] as const;

/** A recipient who takes anonymous receipts from `takes`, with the giver and enough others in the book. */
async function recipientTaking(takes: 'anyone' | 'addressBook', giver: TestMember): Promise<TestMember> {
  const recipient = await createMember('Send', 'Recipient');
  if (takes === 'anyone') return recipient;
  const token = recipient.idToken;
  const others = await Promise.all(
    Array.from({ length: limits.anonymitySetMin - 1 }, (_, i) => createMember('Book', `Member${i}`)),
  );
  for (const [i, member] of [giver, ...others].entries()) {
    const res = await callApi('POST', '/me/contacts', {
      token,
      body: { username: member.username, name: `Contact ${i}` },
    });
    if (res.status !== 201) throw new Error(`adding a contact answered ${res.status}`);
  }
  const me = (await callApi<Me>('GET', '/me', { token })).body;
  const res = await callApi('PUT', '/me/sharing-settings', {
    token,
    body: { ...me.sharingSettings, anonymousReceipts: takes },
  });
  if (res.status !== 200) throw new Error(`the sharing settings answered ${res.status}`);
  return recipient;
}

/** `POST /receipts` as a verified member sends it, in process against the local stack. */
const send = (giver: TestMember, recipient: TestMember, anonymous: boolean) =>
  invoke(receiptsHandler, 'POST /receipts', giver.userId, {
    body: {
      clientRequestId: randomUUID(),
      recipientId: recipient.userId,
      receiptText: 'Thank you for the review',
      anonymous,
    },
    claims: verifiedMemberClaims,
  });

/**
 * One send of each case, after one like it (so the per-recipient count and the limits' counters exist, as for
 * most sends): its DynamoDB requests by command and the request units DynamoDB's answers report.
 */
export async function measureSendCost(): Promise<SendCost[]> {
  const giver = await createMember('Send', 'Giver');
  const results: SendCost[] = [];
  for (const c of cases) {
    const recipient = await recipientTaking(c.takes, giver);
    const warm = await send(giver, recipient, c.anonymous);
    if (warm.status !== 201) throw new Error(`${c.case}: the first send answered ${warm.status}`);
    capacity.reset();
    requests.reset();
    const { status } = await send(giver, recipient, c.anonymous);
    if (status !== 201) throw new Error(`${c.case}: the send answered ${status}`);
    const { read, write } = capacity.units();
    results.push({
      case: c.case,
      status,
      requests: requests.total(),
      read: Number(read.toFixed(1)),
      write: Number(write.toFixed(1)),
      commands: requests.byCommand(),
    });
  }
  return results;
}

export function sendCostMarkdown(rows: SendCost[]): string {
  const before = (r: SendCost, key: 'requests' | 'read' | 'write') => sendCostBefore[r.case]?.[key] ?? '-';
  return [
    "## The send's DynamoDB requests and write units, before and after this round's anonymity changes",
    '`POST /receipts` by a verified member, in process against the local stack, the second send of its case;',
    "request units from DynamoDB Local's answers (reads at least AWS's minimum). Before: the same measurement",
    'on commit `e67d346` (`sendCostBefore`).',
    '',
    '| send | status | DynamoDB requests (before) | read units (before) | write units (before) | commands |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.status} | ${r.requests} (${before(r, 'requests')}) | ${r.read} (${before(r, 'read')}) | ${r.write} (${before(r, 'write')}) | ${commandsText(r.commands)} |`,
    ),
  ].join('\n');
}
