import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { DigestJob } from '../digest/digest-job';
import { sendDigest } from '../digest/send-digest';
import { createLogger, errorFields } from '../http/logger';

const log = createLogger({ handler: 'digest-sender' });

async function handle(record: SQSRecord): Promise<boolean> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = null;
  }
  const job = DigestJob.safeParse(body);
  if (!job.success) {
    // Retrying cannot fix it: logged and dropped, never parked as a failure.
    log.error('digest job malformed', { messageId: record.messageId });
    return true;
  }
  try {
    const outcome = await sendDigest(job.data);
    log.info('digest', { outcome, isoWeek: job.data.isoWeek });
    return true;
  } catch (error) {
    log.error('digest failed', { isoWeek: job.data.isoWeek, ...errorFields(error) });
    return false;
  }
}

/**
 * SQS → one weekly digest per message. Failed messages are reported back (partial batch response), so only
 * they return to the queue; after the queue's receive limit they go to its dead-letter queue. A message
 * delivered twice sends once (see send-digest.ts). The local runner calls this same handler.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const done = await Promise.all(event.Records.map(handle));
  return {
    batchItemFailures: event.Records.filter((_, i) => !done[i]).map((r) => ({ itemIdentifier: r.messageId })),
  };
}
