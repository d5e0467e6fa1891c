import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../functions/store/platform/keys';
import * as queries from '../../functions/store/platform/queries';
import { pointHandlersAtTestStack, underRole } from './in-process';
import { mailsForReceipt } from './mail';
import { awsClientConfig, testStack } from './stack';

const entry = 'functions/events/send-gathered-mail.ts';

export interface MailWindow {
  lastSentAt?: string;
  pending?: Set<string>;
  GSI2SK?: string;
}

const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));

/** The member's mail window as the notifier left it: when their last receipt e-mail left, what waits. */
export async function mailWindowOf(member: { userId: string }): Promise<MailWindow | undefined> {
  const client = documents();
  try {
    const { Item } = await client.send(
      new GetCommand({
        TableName: testStack().tableName,
        Key: keys.mailWindow(member.userId),
        ConsistentRead: true,
      }),
    );
    return Item as MailWindow | undefined;
  } finally {
    client.destroy();
  }
}

/** Moves the member's last receipt e-mail back by `minutes`, as if it had left that much earlier. */
export async function backdateMailWindow(member: { userId: string }, minutes: number) {
  const window = await mailWindowOf(member);
  if (!window?.lastSentAt) throw new Error('no receipt e-mail left for this member yet');
  const at = (iso: string) => new Date(Date.parse(iso) - minutes * 60_000).toISOString();
  const client = documents();
  try {
    await client.send(
      new UpdateCommand({
        TableName: testStack().tableName,
        Key: keys.mailWindow(member.userId),
        UpdateExpression: `SET lastSentAt = :at${window.GSI2SK ? ', GSI2SK = :due' : ''}`,
        ExpressionAttributeValues: {
          ':at': at(window.lastSentAt),
          ...(window.GSI2SK
            ? { ':due': keys.gatheredMailIndex(at(window.GSI2SK.split('#')[0]!), member.userId).GSI2SK }
            : {}),
        },
      }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * Waits until the notifier has handled each receipt's record: e-mailed it, or gathered it into the member's
 * next e-mail (the stream is read continuously; the budget is waitForReceiptMail's).
 */
export async function waitUntilMailedOrGathered(member: { userId: string }, receiptIds: readonly string[]) {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const pending = (await mailWindowOf(member))?.pending ?? new Set<string>();
    if (receiptIds.every((id) => pending.has(id) || mailsForReceipt(id).length > 0)) return;
    if (Date.now() > deadline)
      throw new Error(`receipts ${receiptIds.join(', ')} neither e-mailed nor gathered`);
    await sleep(100);
  }
}

/** Runs the store and mail code of the gathered-mail function here, under its role. */
function asGatheredMail<R>(work: () => Promise<R>): Promise<R> {
  pointHandlersAtTestStack();
  Object.assign(process.env, { SITE_URL: 'http://127.0.0.1:5173', API_URL: testStack().apiUrl });
  return underRole(entry, work)();
}

/** The member's gathered e-mail as the schedule's run would send it at `now`. */
export const sendGatheredAt = (member: { userId: string }, now: Date) =>
  asGatheredMail(async () =>
    (await import('../../functions/events/send-gathered-mail')).sendGathered(member.userId, now),
  );

/** The schedule's run itself, now. */
export const runGatheredMail = () =>
  asGatheredMail(async () => (await import('../../functions/events/send-gathered-mail')).handler());

/** The store's own take of the member's gathered receipts at `now` (as a run does first); its undo too. */
export async function takeGatheredAt(member: { userId: string }, now: Date) {
  const taken = await asGatheredMail(async () =>
    (await import('../../functions/store/mail/mail-window')).takeGathered(member.userId, now),
  );
  return taken && { receiptIds: taken.receiptIds, undo: () => asGatheredMail(() => taken.undo()) };
}

/** Whether a run at `now` finds the member's window in the due index. */
export async function isDueAt(member: { userId: string }, now: Date): Promise<boolean> {
  const client = documents();
  try {
    const pages = paginateQuery(
      { client },
      { TableName: testStack().tableName, ...queries.dueGatheredMail(now.toISOString()) },
    );
    for await (const page of pages) {
      if ((page.Items ?? []).some((item) => item.PK === keys.mailWindow(member.userId).PK)) return true;
    }
    return false;
  } finally {
    client.destroy();
  }
}
