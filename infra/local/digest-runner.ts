import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { DigestJob } from '../../functions/digest/digest-job';
import { planDigests } from '../../functions/digest/plan-digests';
import { handler as sendDigests } from '../../functions/events/digest-sender';
import { runAsFunction } from './iam/enforce';

/** The planner runs in the planner function's role (its module plans through plan-digests.ts). */
const digestFunctions = {
  planner: 'functions/events/digest-planner.ts',
  sender: 'functions/events/digest-sender.ts',
};

/** As SQS: up to 10 messages an invocation, a few invocations at a time, a failed message tried 3 times. */
const batchSize = 10;
const parallel = 4;
const maxReceives = 3;

export interface DigestDelivery {
  messageId: string;
  job: DigestJob;
  receiveCount: number;
}

/** An SQS event of queued jobs, as the sender's event source mapping delivers it. */
export const sqsEventOf = (messages: readonly DigestDelivery[]): SQSEvent => ({
  Records: messages.map(
    ({ messageId, job, receiveCount }) =>
      ({
        messageId,
        body: JSON.stringify(job),
        attributes: { ApproximateReceiveCount: String(receiveCount) },
      }) as unknown as SQSRecord,
  ),
});

/**
 * Delivers `messages` to the real sender handler the way the SQS event source does: batches, the partial
 * batch response's failures received again, and what fails `maxReceives` times left as dead letters.
 */
export async function deliverDigests(messages: readonly DigestDelivery[]): Promise<DigestDelivery[]> {
  const deadLetters: DigestDelivery[] = [];
  let pending = [...messages];
  while (pending.length) {
    const batches: DigestDelivery[][] = [];
    for (let i = 0; i < pending.length; i += batchSize) batches.push(pending.slice(i, i + batchSize));
    const retry: DigestDelivery[] = [];
    for (let i = 0; i < batches.length; i += parallel) {
      await Promise.all(
        batches.slice(i, i + parallel).map(async (batch) => {
          const { batchItemFailures } = await runAsFunction(digestFunctions.sender, () =>
            sendDigests(sqsEventOf(batch)),
          );
          const failed = new Set(batchItemFailures.map((f) => f.itemIdentifier));
          for (const message of batch.filter((m) => failed.has(m.messageId))) {
            const again = { ...message, receiveCount: message.receiveCount + 1 };
            (again.receiveCount > maxReceives ? deadLetters : retry).push(again);
          }
        }),
      );
    }
    pending = retry;
  }
  return deadLetters;
}

/**
 * This week's digests in this process: the real planner with an in-memory queue, then the real sender
 * (`npm run digest`, the tests and the bench). Returns the planned run, the queued jobs and the dead letters.
 */
export async function runDigestsLocally(scheduledTime = new Date()) {
  const queued: DigestDelivery[] = [];
  const run = await runAsFunction(digestFunctions.planner, () =>
    planDigests(scheduledTime, async (jobs) => {
      queued.push(
        ...jobs.map((job) => ({
          messageId: `${job.isoWeek}:${job.userId}:${queued.length}`,
          job,
          receiveCount: 1,
        })),
      );
    }),
  );
  const deadLetters = await deliverDigests(queued);
  return { ...run, delivered: queued, deadLetters };
}
