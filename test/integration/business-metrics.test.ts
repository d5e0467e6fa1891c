import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { businessMetrics, metricsNamespace, metricsService } from '../../functions/metrics/names';
import { invoke, pointHandlersAtTestStack } from '../support/in-process';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { describeWith, testStack } from '../support/stack';

/** One CloudWatch embedded-metric-format line, as Powertools Metrics writes it on stdout. */
interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [field: string]: unknown;
}

const stage = 'metrics-test';

/** Runs the work and returns the EMF lines the handlers wrote on stdout meanwhile. */
async function emfLinesOf(work: () => Promise<unknown>): Promise<EmfLine[]> {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

/** The counts in the lines, by metric name; every line in our namespace with the service and stage. */
function counts(lines: EmfLine[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const line of lines) {
    const [directive] = line._aws.CloudWatchMetrics;
    expect(directive?.Namespace).toBe(metricsNamespace);
    expect(directive?.Dimensions).toEqual([['service', 'stage']]);
    expect(line).toMatchObject({ service: metricsService, stage });
    for (const { Name } of directive?.Metrics ?? []) total[Name] = (total[Name] ?? 0) + Number(line[Name]);
  }
  return total;
}

// Local-only: the handlers run in this process, where their stdout can be read.
describeWith('inProcessHandlers')('business metrics (Powertools Metrics, EMF)', () => {
  let handlers: {
    receipts: typeof import('../../functions/handlers/receipts').handler;
    account: typeof import('../../functions/handlers/account').handler;
    notifier: typeof import('../../functions/events/notify-recipient').handler;
  };
  let sender: TestMember;
  let recipient: TestMember;

  beforeAll(async () => {
    pointHandlersAtTestStack();
    Object.assign(process.env, {
      STAGE: stage,
      MAIL_TRANSPORT: 'file',
      SITE_URL: 'http://127.0.0.1:5173',
      API_URL: testStack().apiUrl,
    });
    handlers = {
      receipts: (await import('../../functions/handlers/receipts')).handler,
      account: (await import('../../functions/handlers/account')).handler,
      notifier: (await import('../../functions/events/notify-recipient')).handler,
    };
    [sender, recipient] = await Promise.all([createMember(), createVerifiedMember()]);
  });

  const send = (body: Record<string, unknown> = {}) =>
    invoke(handlers.receipts, 'POST /receipts', sender.userId, {
      body: {
        clientRequestId: randomUUID(),
        recipientId: recipient.userId,
        receiptText: 'Thank you',
        ...body,
      },
      // The sender confirmed their address with Cognito (createMember), as sending needs.
      claims: { email_verified: 'true' },
    });

  it('counts a receipt sent once, not its retry, and nothing for a read', async () => {
    const clientRequestId = randomUUID();
    let status = 0;
    const lines = await emfLinesOf(async () => {
      status = (await send({ clientRequestId })).status;
      await send({ clientRequestId });
      await invoke(handlers.receipts, 'GET /receipts', recipient.userId, { query: { box: 'received' } });
    });
    expect(status).toBe(201);
    expect(lines).toHaveLength(1);
    expect(counts(lines)).toEqual({ [businessMetrics.receiptsSent]: 1 });
  });

  it('counts a report and a block, and a refusal at the reports limit', async () => {
    const receipts: { id: string }[] = [];
    // Counted, but not this test's business: their lines are read and dropped.
    await emfLinesOf(async () => {
      for (let i = 0; i < 3; i++) receipts.push((await send()).body as { id: string });
    });
    process.env.ACCOUNT_LIMITS = JSON.stringify({ reportsPerDay: 1 });
    try {
      const statuses: number[] = [];
      const lines = await emfLinesOf(async () => {
        for (const receipt of receipts.slice(0, 2)) {
          const { status } = await invoke(
            handlers.receipts,
            'POST /receipts/{receiptId}/report',
            recipient.userId,
            {
              params: { receiptId: receipt.id },
              body: { reason: 'spam' },
            },
          );
          statuses.push(status);
        }
        const blocked = await invoke(
          handlers.receipts,
          'POST /receipts/{receiptId}/block',
          recipient.userId,
          {
            params: { receiptId: receipts[2]!.id },
            body: {},
          },
        );
        statuses.push(blocked.status);
      });
      expect(statuses).toEqual([200, 429, 200]);
      expect(counts(lines)).toEqual({
        [businessMetrics.receiptsReported]: 1,
        [businessMetrics.limitRefusals]: 1,
        [businessMetrics.sendersBlocked]: 1,
      });
    } finally {
      delete process.env.ACCOUNT_LIMITS;
    }
  });

  it('counts an account deletion when it is done', async () => {
    const leaving = await createMember();
    let status = '';
    const lines = await emfLinesOf(async () => {
      while (status !== 'deleted') {
        const { body } = await invoke(handlers.account, 'POST /me/deletion', leaving.userId, {
          body: { confirmUsername: leaving.username },
        });
        status = (body as { status: string }).status;
      }
    });
    expect(counts(lines)).toEqual({ [businessMetrics.accountsDeleted]: 1 });
  });

  it('counts the notifier’s e-mails sent and failed', async () => {
    // A receipt the local stack's own notifier never sees: only the record's fields matter to the handler.
    const reader = await createVerifiedMember();
    const record = receiptRecord({
      id: randomUUID(),
      recipientId: reader.userId,
      senderName: 'Ada Lovelace',
    });
    // A MAIL_DIR under a plain file cannot be made: the transport fails as SES would, and the record is retried.
    const notADirectory = join(tmpdir(), `not-a-dir-${randomUUID()}`);
    writeFileSync(notADirectory, '');
    process.env.MAIL_DIR = join(notADirectory, 'mail');
    const failed = await emfLinesOf(() => handlers.notifier({ Records: [record] }));
    expect(counts(failed)).toEqual({ [businessMetrics.emailsFailed]: 1 });

    process.env.MAIL_DIR = testStack().local?.mailDir ?? '';
    const sent = await emfLinesOf(() => handlers.notifier({ Records: [record] }));
    expect(counts(sent)).toEqual({ [businessMetrics.emailsSent]: 1 });
  });
});

/** The stream record DynamoDB would deliver for a new receipt. */
const receiptRecord = (receipt: { id: string; recipientId: string; senderName: string }): DynamoDBRecord => ({
  eventID: `metrics-${receipt.id}`,
  eventName: 'INSERT',
  dynamodb: {
    NewImage: marshall({ entity: 'receipt', anonymous: false, ...receipt }) as never,
    SequenceNumber: `${Date.now()}`,
  },
});
