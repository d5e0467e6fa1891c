import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { envNames, requiredEnv } from '../config';
import { callDeadlines } from '../store/platform/deadlines';
import type { DigestJob, EnqueueDigests } from './digest-job';

let sqs: SQSClient | undefined;
/** SendMessageBatch takes at most this many messages. */
const batchMax = 10;
/** Batches in flight at once. */
const parallel = 10;
const attempts = 5;

async function sendBatch(queueUrl: string, jobs: readonly DigestJob[]) {
  let pending = jobs.map((job, i) => ({ Id: String(i), MessageBody: JSON.stringify(job) }));
  for (let attempt = 1; pending.length; attempt++) {
    sqs ??= new SQSClient(callDeadlines);
    const { Failed } = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
    const failed = new Set((Failed ?? []).map((f) => f.Id));
    pending = pending.filter((entry) => failed.has(entry.Id));
    if (pending.length && attempt === attempts) throw new Error(`${pending.length} digest jobs not queued`);
  }
}

/** The planner's queue in AWS: batches of 10, a few at a time; entries SQS refused are sent again. */
export const enqueueOnSqs: EnqueueDigests = async (jobs) => {
  const queueUrl = requiredEnv(envNames.digestQueueUrl);
  const batches: DigestJob[][] = [];
  for (let i = 0; i < jobs.length; i += batchMax) batches.push(jobs.slice(i, i + batchMax));
  for (let i = 0; i < batches.length; i += parallel) {
    await Promise.all(batches.slice(i, i + parallel).map((batch) => sendBatch(queueUrl, batch)));
  }
};
