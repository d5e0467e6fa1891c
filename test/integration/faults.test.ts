import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { accountLimits } from '@contract/account-limits';
import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import type { Receipt } from '@contract/schemas/receipts';
import { type ApiResponse, callApi, errorMessage } from '../support/api';
import { deliverHeldTo } from '../support/held-receipts';
import { waitForReceiptMail } from '../support/mail';
import { createMember, type TestMember, verifyEmail } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { type TestStack, testStack } from '../support/stack';
import { startPrivateStack } from '../support/start-stack';
import { uploadVoiceNote } from '../support/upload';
import { signIn } from '../support/users';

/**
 * Fault injection on a private local stack of its own (its emulators are paused and killed, which the
 * shared stack's other tests must not feel), with DynamoDB on disk as in AWS, so a killed process loses
 * nothing that was written. DynamoDB Local (Java) and s3rver run as their own processes: SIGSTOP pauses
 * one, SIGCONT resumes it, SIGKILL kills it (and the stack restarts it).
 */
type Emulator = 'dynamodb' | 's3' | 'cognito';

/** How long the API may take to answer again once a dependency is back: a wait that outlasts a busy machine (the
 * recovery's speed is the bench's to measure), not a timing. */
const recoveryWaitMs = 30_000;
const loadRunMs = 10_000;

const describeLocal = testStack().local ? describe : describe.skip;

/**
 * A member on this stack, whose DynamoDB writes to disk: on a busy machine a first sign-up's write may
 * meet the API's deadline (a 503, as a client would see it) and is tried again, as a client would.
 */
async function memberOnBusyMachine(): Promise<TestMember> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createMember();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describeLocal('when DynamoDB or S3 fails', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'receipts-faults-'));
  let child: ChildProcess;
  let stack: TestStack;
  let sender: TestMember;
  let ada: TestMember;
  /** Mailed once, after the pause: a member's later e-mails within the hour would be gathered. */
  let rae: TestMember;
  const paused = new Set<Emulator>();

  const pidOf = (emulator: Emulator): number =>
    (JSON.parse(readFileSync(stack.local?.processesFile ?? '', 'utf8')) as Record<Emulator, number>)[
      emulator
    ];
  const pause = (emulator: Emulator) => {
    process.kill(pidOf(emulator), 'SIGSTOP');
    paused.add(emulator);
  };
  const resume = (emulator: Emulator) => {
    process.kill(pidOf(emulator), 'SIGCONT');
    paused.delete(emulator);
  };
  const kill = (emulator: Emulator) => process.kill(pidOf(emulator), 'SIGKILL');
  const isRunning = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  async function stopStack() {
    for (const emulator of paused) resume(emulator);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }

  beforeAll(async () => {
    ({ child, stack } = await startPrivateStack({ site: false, dataDir }));
    [sender, ada, rae] = await Promise.all([
      memberOnBusyMachine(),
      memberOnBusyMachine(),
      memberOnBusyMachine(),
    ]);
    // Receipts e-mails only members whose address is verified.
    [ada, rae] = await Promise.all([verifyEmail(ada), verifyEmail(rae)]);
  }, 180_000);
  afterAll(() => stopStack(), 60_000);
  afterEach(() => {
    for (const emulator of paused) resume(emulator);
  });

  /**
   * The API's own answer to a dependency it could not reach: 503 with Retry-After, not the gateway's 500 or a
   * hang. That it comes by the deadline is the deadline's unit test (on Jest's clock: request-deadline.test.ts);
   * timing it here would time the machine.
   */
  function expectUnavailable(res: ApiResponse) {
    expect({
      status: res.status,
      message: errorMessage(res),
      retryAfter: Number(res.headers?.get('retry-after')),
    }).toEqual({ status: 503, message: messages.serviceUnavailable, retryAfter: expect.any(Number) });
    expect(Number(res.headers?.get('retry-after'))).toBeGreaterThan(0);
  }

  const me = async (member: TestMember) =>
    (await callApi<Me>('GET', '/me', { token: member.idToken })).body.counters;

  /** Waits until `probe` holds, for up to `timeoutMs`; returns how long that took. */
  async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
    const startedAt = Date.now();
    for (;;) {
      if (await probe().catch(() => false)) return Date.now() - startedAt;
      if (Date.now() - startedAt > timeoutMs) throw new Error(`${what} not within ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  const dynamoAnswers = async () => {
    const client = new DynamoDBClient({
      endpoint: stack.local?.dynamoEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      await client.send(new ListTablesCommand({}));
      return isRunning(pidOf('dynamodb'));
    } finally {
      client.destroy();
    }
  };
  const s3Answers = async () =>
    isRunning(pidOf('s3')) && (await fetch(`${stack.local?.s3Endpoint}/${stack.bucket}?max-keys=0`)).ok;
  const apiAnswers = async () => (await callApi('GET', '/me', { token: sender.idToken })).status === 200;

  /** Sends `request` again (same clientRequestId) while the API answers 503, as the site does. */
  async function sendUntilAnswered(from: TestMember, request: Record<string, unknown>, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    const statuses: number[] = [];
    for (;;) {
      const res = await callApi<Receipt>('POST', '/receipts', { token: from.idToken, body: request });
      statuses.push(res.status);
      if (res.status !== 503 || Date.now() > deadline) return { res, statuses };
      expectUnavailable(res);
      await sleep(250);
    }
  }

  async function receivedWithText(member: TestMember, text: string) {
    return (await allReceipts(member, 'received')).filter((r) => r.receiptText === text);
  }

  it.each([
    ['paused', 'dynamodb'],
    ['killed', 'dynamodb'],
    ['paused', 's3'],
    ['killed', 's3'],
  ] as const)(
    'with %s %s, a send answers 503 with Retry-After in time, and its retry stores the receipt once',
    async (how, emulator) => {
      const [senderBefore, adaBefore] = await Promise.all([me(sender), me(ada)]);
      const text = `Through the ${how} ${emulator} ${randomUUID()}`;
      const request = {
        clientRequestId: randomUUID(),
        recipientId: ada.userId,
        receiptText: text,
        category: 'Work',
        // S3 is on the send's path only with a voice note.
        ...(emulator === 's3' ? { voiceRecording: await uploadVoiceNote(sender) } : {}),
      };

      if (how === 'paused') pause(emulator);
      else kill(emulator);
      const [read, send] = await Promise.all([
        callApi('GET', '/me', { token: sender.idToken }),
        callApi('POST', '/receipts', { token: sender.idToken, body: request }),
      ]);
      // A killed emulator may be back (restarted by the stack) before the request reaches it.
      if (how === 'paused' || send.status !== 201) expectUnavailable(send);
      if (emulator === 's3') expect(read.status).toBe(200);
      else if (how === 'paused' || read.status !== 200) expectUnavailable(read);

      if (how === 'paused') resume(emulator);
      await waitUntil(`${emulator} back`, emulator === 'dynamodb' ? dynamoAnswers : s3Answers, 60_000);
      // Recovery: the API works again once the emulator answers, with no restart.
      await waitUntil('the API back', apiAnswers, recoveryWaitMs);

      const { res } = await sendUntilAnswered(sender, request);
      expect(res.status).toBe(201);
      // The same send again is the same receipt; a restarted DynamoDB Local on a loaded machine may still answer
      // one more 503 first (a timeout, not a failure), so it is sent until answered too.
      const { res: again } = await sendUntilAnswered(sender, request);
      expect(again.body.id).toBe(res.body.id);
      const stored = await receivedWithText(ada, text);
      expect(stored.map((r) => r.id)).toEqual([res.body.id]);
      if (emulator === 's3') expect(stored[0]?.voiceRecording).toMatch(/^voice_recordings\//);
      expect((await me(sender)).sent).toBe(senderBefore.sent + 1);
      expect((await me(ada)).received).toBe(adaBefore.received + 1);
    },
    120_000,
  );

  it('under 10 s of mixed sends while DynamoDB is paused and s3rver paused and killed, only 503s fail, and every receipt is stored once', async () => {
    const senders = await Promise.all([memberOnBusyMachine(), memberOnBusyMachine(), memberOnBusyMachine()]);
    const recipients = [ada, await memberOnBusyMachine()];
    const countersBefore = await Promise.all(recipients.map(me));
    const voiceNotes = await Promise.all(senders.flatMap((s) => [1, 2, 3, 4].map(() => uploadVoiceNote(s))));
    const statuses = new Map<number, number>();
    const sent: { from: TestMember; to: TestMember; text: string; id: string }[] = [];
    const runId = randomUUID().slice(0, 8);
    let n = 0;
    const endsAt = Date.now() + loadRunMs;
    // Anonymous sends stay under the daily ceiling per giver and recipient: a quiet machine sends more in the
    // run's seconds than a busy one, and the ceiling's refusal is not the fault under test.
    const anonymousSent = new Map<string, number>();
    const anonymousAllowed = (from: TestMember, to: TestMember) => {
      const pair = `${from.userId}>${to.userId}`;
      const count = anonymousSent.get(pair) ?? 0;
      if (count >= accountLimits.anonymousReceiptsFromOneGiverPerDay.max) return false;
      anonymousSent.set(pair, count + 1);
      return true;
    };

    async function worker(from: TestMember, own: string[]) {
      while (Date.now() < endsAt) {
        const i = n++;
        const to = recipients[i % recipients.length]!;
        const text = `Load ${runId} #${i}`;
        const voice = i % 3 === 0 ? own.pop() : undefined;
        const request = {
          clientRequestId: randomUUID(),
          recipientId: to.userId,
          receiptText: text,
          category: i % 2 ? 'Work' : 'Health',
          anonymous: i % 3 === 0 && anonymousAllowed(from, to),
          ...(voice ? { voiceRecording: voice } : {}),
        };
        const { res, statuses: seen } = await sendUntilAnswered(from, request);
        for (const status of seen) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // The message says which refusal it was, if one came.
        expect({ status: res.status, message: res.status === 201 ? '' : errorMessage(res) }).toEqual({
          status: 201,
          message: '',
        });
        sent.push({ from, to, text, id: res.body.id });
        // A read between sends, as members do.
        const read = await callApi('GET', '/receipts', { token: from.idToken, query: { box: 'sent' } });
        if (read.status !== 200) expectUnavailable(read);
      }
    }

    // Each fault outlasts the calls' deadlines, so requests meet it; the kill is over in a second or so.
    async function faults() {
      await sleep(500);
      pause('dynamodb');
      await sleep(5_000);
      resume('dynamodb');
      await sleep(500);
      kill('s3');
      await waitUntil('s3rver back', s3Answers, 60_000);
      pause('s3');
      await sleep(4_500);
      resume('s3');
    }

    await Promise.all([
      faults(),
      ...senders.flatMap((from, s) => [
        worker(from, voiceNotes.slice(s * 4, s * 4 + 2)),
        worker(from, voiceNotes.slice(s * 4 + 2, s * 4 + 4)),
      ]),
    ]);

    await waitUntil('the API back', apiAnswers, recoveryWaitMs);
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    for (const [r, recipient] of recipients.entries()) {
      // The anonymous ones are held for the recipient's delivery: brought forward to count them.
      await deliverHeldTo(recipient);
      const mine = sent.filter((s) => s.to === recipient);
      const stored = (await allReceipts(recipient, 'received')).filter((x) =>
        x.receiptText.startsWith(`Load ${runId} `),
      );
      expect(stored.map((x) => x.id).sort()).toEqual(mine.map((s) => s.id).sort());
      expect((await me(recipient)).received).toBe(countersBefore[r]!.received + mine.length);
    }
    for (const from of senders)
      expect((await me(from)).sent).toBe(sent.filter((s) => s.from === from).length);
  }, 180_000);

  it('restarts a killed cognito-local: the API answers meanwhile, and members who signed up before sign in again', async () => {
    const killed = pidOf('cognito');
    kill('cognito');
    // The API checks tokens against the keys it already holds: a signed-in member is not cut off.
    expect((await callApi('GET', '/me', { token: sender.idToken })).status).toBe(200);
    const signsIn = async () =>
      pidOf('cognito') !== killed && Boolean((await signIn(sender.email, sender.password)).idToken);
    await waitUntil('cognito-local back', signsIn, 60_000);
    expect(isRunning(killed)).toBe(false);
  }, 90_000);

  it('after an 8-second DynamoDB pause, the stream reader goes on: a new receipt’s e-mail arrives', async () => {
    pause('dynamodb');
    await sleep(8_000);
    resume('dynamodb');
    await waitUntil('DynamoDB back', dynamoAnswers, recoveryWaitMs);
    const res = await giveReceipt(sender, rae, { receiptText: `After the pause ${randomUUID()}` });
    expect(res.status).toBe(201);
    // The reader's backoff is at most a second; the wait outlasts a busy machine instead of timing it.
    await waitForReceiptMail(res.body.id, 15_000);
  }, 60_000);

  it('stops every emulator it restarted, and leaves no list of their processes behind', async () => {
    const file = stack.local?.processesFile ?? '';
    const processes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    const pids = Object.values(processes);
    // The signal reaches the stack itself (no wrapper that may kill it before it stops its emulators).
    expect(child.pid).toBe(processes.gateway);
    await stopStack();
    expect(pids.filter(isRunning)).toEqual([]);
    expect(existsSync(file)).toBe(false);
  }, 60_000);
});
