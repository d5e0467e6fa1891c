import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { DigestJob } from '../digest/digest-job';
import { sendDigest } from '../digest/send-digest';
import { createLogger, errorFields } from '../http/logger';

const log = createLogger({ handler: 'digest-sender' });

/** One job: done, or thrown (reported back as failed). A malformed job is logged and dropped. */
async function handle(record: SQSRecord): Promise<void> {
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
    return;
  }
  try {
    const outcome = await sendDigest(job.data);
    log.info('digest', { outcome, isoWeek: job.data.isoWeek });
  } catch (error) {
    log.error('digest failed', { isoWeek: job.data.isoWeek, ...errorFields(error) });
    throw error;
  }
}

/**
 * SQS → one weekly digest per message, in parallel. Failed messages are reported back (Powertools' partial
 * batch response, also when all failed), so only they return to the queue; after the queue's receive limit
 * they go to its dead-letter queue. A message delivered twice sends once (see send-digest.ts). The local
 * runner calls this same handler. A processor per call: it holds the batch's state.
 */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialResponse(event, handle, new BatchProcessor(EventType.SQS), {
    throwOnFullBatchFailure: false,
  });
