import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { type AccountLimitName, accountLimits } from '@contract/limits';
import { refusalMessage } from '../../functions/domain/account-limits';
import { responseProblem } from './api-document';
import type { TestMember } from './profiles';
import { expectRetryAfter, type Timed } from './retry-after';
import { apiAddress, edgeHeaders } from './stack';

/** Calls of the per-account limit tests (test/integration/account-limits.test.ts), with their timing kept. */

export interface Answer extends Timed {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** Like the site's client, with the `Retry-After` header kept; checked against the API document too. */
export async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = edgeHeaders();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = new Date();
  const res = await fetch(apiAddress(path), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : null;
  const problem = responseProblem(method, path, res.status, parsed);
  if (problem) throw new Error(problem);
  const retryAfter = res.headers.get('retry-after');
  return { status: res.status, body: parsed, retryAfter, sentAt, answeredAt: new Date() };
}

export const send = (sender: TestMember, recipient: TestMember, clientRequestId = randomUUID()) =>
  call('POST', '/receipts', sender.idToken, {
    clientRequestId,
    recipientId: recipient.userId,
    receiptText: 'Thank you for today',
  });

/** `count` requests, `at` a time: arranging a count below the limit without flooding the machine. */
export async function inBatches(count: number, at: number, one: (i: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let start = 0; start < count; start += at) {
    const batch = Array.from({ length: Math.min(at, count - start) }, (_, i) => one(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

export const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((tally, a) => {
    tally[a.status] = (tally[a.status] ?? 0) + 1;
    return tally;
  }, {});

/** Every refusal: 429, the limit's own message, and `Retry-After` = the seconds to the window's end. */
export function expectRefusals(answers: Answer[], name: AccountLimitName) {
  const limit = { name, ...accountLimits[name] };
  for (const answer of answers.filter((a) => a.status === 429)) {
    const retryAfter = Number(answer.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expectRetryAfter(limit, retryAfter, answer);
    expect(answer.body).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: refusalMessage(limit, retryAfter) },
    });
  }
}

/** A public call from another loopback address: API Gateway's `sourceIp` is the connection's address. */
export function checkFrom(address: string, username: string): Promise<Answer> {
  const url = apiAddress(`/usernames/${username}/availability`);
  const sentAt = new Date();
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress: address, agent: false, headers: edgeHeaders() }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(text),
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          sentAt,
          answeredAt: new Date(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
