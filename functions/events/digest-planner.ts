import { planDigests } from '../digest/plan-digests';
import { enqueueOnSqs } from '../digest/sqs-queue';
import { createLogger } from '../http/logger';

const log = createLogger({ handler: 'digest-planner' });

/** What the weekly schedule passes: its scheduled time (`<aws.scheduler.scheduled-time>`), kept over retries. */
export interface DigestScheduleEvent {
  scheduledTime?: string;
}

/**
 * EventBridge Scheduler, weekly → every opted-in member's digest job on the queue (see plan-digests.ts).
 * The local runner calls `planDigests` with its in-process queue.
 */
export async function handler(event: DigestScheduleEvent = {}) {
  const at = event.scheduledTime ? new Date(event.scheduledTime) : new Date();
  const run = await planDigests(Number.isNaN(at.getTime()) ? new Date() : at, enqueueOnSqs);
  log.info('digests planned', run);
  return run;
}
