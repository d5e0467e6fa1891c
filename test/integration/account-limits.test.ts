import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AccountLimitName, accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { Receipt } from '@contract/schemas/receipts';
import { refusalMessage } from '../../functions/domain/account-limits';
import { responseProblem } from '../support/api-document';
import { createMember, type TestMember } from '../support/profiles';
import { allReceipts } from '../support/receipts';
import { expectRetryAfter, type Timed } from '../support/retry-after';
import { capabilities, testStack } from '../support/stack';
import { partitionSnapshot, userPartition } from '../support/table';

interface Answer extends Timed {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** Like the site's client, with the `Retry-After` header kept; checked against the API document too. */
async function call(method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = new Date();
  const res = await fetch(new URL(path, testStack().apiUrl), {
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

const send = (sender: TestMember, recipient: TestMember, clientRequestId = randomUUID()) =>
  call('POST', '/receipts', sender.idToken, {
    clientRequestId,
    recipientId: recipient.userId,
    receiptText: 'Thank you for today',
  });

/** `count` requests, `at` a time: arranging a count below the limit without flooding the machine. */
async function inBatches(count: number, at: number, one: (i: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let start = 0; start < count; start += at) {
    const batch = Array.from({ length: Math.min(at, count - start) }, (_, i) => one(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((tally, a) => {
    tally[a.status] = (tally[a.status] ?? 0) + 1;
    return tally;
  }, {});

/** Every refusal: 429, the limit's own message, and `Retry-After` = the seconds to the window's end. */
function expectRefusals(answers: Answer[], name: AccountLimitName) {
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

/**
 * A limit counted per minute: starts when at least 20 s of the current minute are left, so the requests
 * of one check fall in one window (waits for the clock, not for the system).
 */
async function withinOneMinuteWindow() {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < 20) await sleep(left * 1000 + 50);
}

describe('per-account limits', () => {
  it(`receipts a day: 50 concurrent sends at the boundary, exactly the ${accountLimits.receiptsPerDay.max} allowed are stored`, async () => {
    const max = accountLimits.receiptsPerDay.max;
    const [sender, recipients] = await Promise.all([
      createMember(),
      Promise.all(Array.from({ length: 5 }, () => createMember())),
    ]);
    // Spread over five recipients, so no one reaches the per-recipient limit first.
    const to = (i: number) => recipients[i % recipients.length]!;
    const arranged = await inBatches(max - 25, 25, (i) => send(sender, to(i)));
    expect(statuses(arranged)).toEqual({ 201: max - 25 });

    const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => send(sender, to(i))));
    expect(statuses(flood)).toEqual({ 201: 25, 429: 25 });
    expectRefusals(flood, 'receiptsPerDay');
    expect(flood.find((a) => a.status === 429)?.body).toMatchObject({
      error: { message: expect.stringContaining(`receipts allowed in a day (${max})`) },
    });

    // Nothing of a refused send is stored: the sent list and every count hold exactly the accepted ones.
    expect(await allReceipts(sender, 'sent')).toHaveLength(max);
    const me = (await call('GET', '/me', sender.idToken)).body as { counters: { sent: number } };
    expect(me.counters.sent).toBe(max);
    let received = 0;
    for (const r of recipients) received += (await allReceipts(r, 'received')).length;
    expect(received).toBe(max);

    // A new send (a new clientRequestId) stays refused.
    expect((await send(sender, to(0))).status).toBe(429);
  });

  it('a retried send with the same clientRequestId is answered with its receipt at the limit, never refused', async () => {
    const [sender, recipient] = await Promise.all([createMember(), createMember()]);
    const max = accountLimits.receiptsToOneRecipientPerDay.max;
    const ids = Array.from({ length: max }, () => randomUUID());
    const sent = await inBatches(max, 25, (i) => send(sender, recipient, ids[i]));
    expect(statuses(sent)).toEqual({ 201: max });
    const retried = await Promise.all([
      send(sender, recipient, ids[0]),
      send(sender, recipient, ids[max - 1]),
    ]);
    expect(retried.map((a) => [a.status, (a.body as Receipt).id])).toEqual([
      [201, (sent[0]!.body as Receipt).id],
      [201, (sent[max - 1]!.body as Receipt).id],
    ]);
    expect(await allReceipts(recipient, 'received')).toHaveLength(max);
  });

  it(`receipts to one person a day: concurrent sends past ${accountLimits.receiptsToOneRecipientPerDay.max} are refused, others still arrive`, async () => {
    const [sender, recipient, other] = await Promise.all([createMember(), createMember(), createMember()]);
    const max = accountLimits.receiptsToOneRecipientPerDay.max;
    expect(statuses(await inBatches(max - 10, 20, () => send(sender, recipient)))).toEqual({ 201: max - 10 });
    const flood = await Promise.all(Array.from({ length: 30 }, () => send(sender, recipient)));
    expect(statuses(flood)).toEqual({ 201: 10, 429: 20 });
    expectRefusals(flood, 'receiptsToOneRecipientPerDay');
    expect(await allReceipts(recipient, 'received')).toHaveLength(max);
    // Another recipient is not affected.
    expect((await send(sender, other)).status).toBe(201);
  });

  it(`uploads an hour: exactly ${accountLimits.uploadsPerHour.max} photo and voice-note uploads, then 429`, async () => {
    const member = await createMember();
    const max = accountLimits.uploadsPerHour.max;
    const upload = (i: number) =>
      i % 2
        ? call('POST', '/me/photo-upload', member.idToken, {
            fileName: 'me.png',
            contentType: 'image/png',
            size: 1000,
          })
        : call('POST', '/receipts/voice-upload', member.idToken, { contentType: 'audio/webm', size: 1000 });
    expect(statuses(await inBatches(max - 20, 20, upload))).toEqual({ 200: max - 20 });
    const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => upload(i)));
    expect(statuses(flood)).toEqual({ 200: 20, 429: 30 });
    expectRefusals(flood, 'uploadsPerHour');
    // A refused upload is handed no key to upload to.
    expect(flood.filter((a) => a.status === 429).every((a) => !(a.body as Partial<PresignedPost>).url)).toBe(
      true,
    );
  });

  it(`contacts a day: exactly ${accountLimits.contactsPerDay.max} stored under 50 concurrent adds at the boundary`, async () => {
    const member = await createMember();
    const max = accountLimits.contactsPerDay.max;
    const add = (i: number) =>
      call('POST', '/me/contacts', member.idToken, { username: `limit_${i}`, name: `Contact ${i}` });
    expect(statuses(await inBatches(max - 25, 25, add))).toEqual({ 201: max - 25 });
    const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => add(max - 25 + i)));
    expect(statuses(flood)).toEqual({ 201: 25, 429: 25 });
    expectRefusals(flood, 'contactsPerDay');
    let count = 0;
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await call('GET', `/me/contacts?limit=50${query}`, member.idToken)).body as {
        items: unknown[];
        cursor: string | null;
      };
      count += page.items.length;
      cursor = page.cursor;
    } while (cursor);
    expect(count).toBe(max);
  });

  it(`reports a day: of 30 concurrent reports exactly ${accountLimits.reportsPerDay.max} are made; a refusal stores nothing`, async () => {
    const [reporter, sender] = await Promise.all([createMember(), createMember()]);
    const max = accountLimits.reportsPerDay.max;
    const given = await inBatches(max + 10, 20, () => send(sender, reporter));
    const ids = given.map((a) => (a.body as Receipt).id);
    const report = (id: string) =>
      call('POST', `/receipts/${id}/report`, reporter.idToken, { reason: 'spam', text: '' });
    const flood = await Promise.all(ids.map(report));
    expect(statuses(flood)).toEqual({ 200: max, 429: 10 });
    expectRefusals(flood, 'reportsPerDay');
    // The refused ones are still in the hub: nothing was withheld or reported for them.
    expect(await allReceipts(reporter, 'received')).toHaveLength(10);
    const before = await partitionSnapshot([userPartition(reporter.userId)]);
    expect((await report(ids[0]!)).status).toBe(429);
    expect(await partitionSnapshot([userPartition(reporter.userId)])).toEqual(before);
  });

  it(`searches a minute: exactly ${accountLimits.searchesPerMinute.max} of 80 concurrent searches answer, the rest 429`, async () => {
    const member = await createMember();
    await withinOneMinuteWindow();
    const flood = await Promise.all(
      Array.from({ length: 80 }, () => call('GET', '/users/search?q=someone', member.idToken)),
    );
    expect(statuses(flood)).toEqual({ 200: accountLimits.searchesPerMinute.max, 429: 20 });
    expectRefusals(flood, 'searchesPerMinute');
    // Another member searches as usual.
    const other = await createMember();
    expect((await call('GET', '/users/search?q=someone', other.idToken)).status).toBe(200);
  });
});

/** A public call from another loopback address: API Gateway's `sourceIp` is the connection's address. */
function checkFrom(address: string, username: string): Promise<Answer> {
  const url = new URL(`/usernames/${username}/availability`, testStack().apiUrl);
  const sentAt = new Date();
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress: address, agent: false }, (res) => {
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

// Needs a second source address on the machine running the stack: loopback locally.
(capabilities().inProcessHandlers ? describe : describe.skip)('the public username check', () => {
  it(`answers ${accountLimits.usernameChecksPerAddressPerMinute.max} checks a minute from one address, then 429; another address is not affected`, async () => {
    const max = accountLimits.usernameChecksPerAddressPerMinute.max;
    const octet = () => 2 + Math.floor(Math.random() * 250);
    const address = `127.${octet()}.${octet()}.${octet()}`;
    await withinOneMinuteWindow();
    const flood = await Promise.all(
      Array.from({ length: max + 30 }, (_, i) => checkFrom(address, `free_name_${i}`)),
    );
    expect(statuses(flood)).toEqual({ 200: max, 429: 30 });
    expectRefusals(flood, 'usernameChecksPerAddressPerMinute');
    expect(messages.usernameChecksReached).toContain('{wait}');
    expect((await checkFrom(`127.${octet()}.${octet()}.1`, 'free_name_x')).status).toBe(200);
  });
});
