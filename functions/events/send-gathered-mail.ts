import { mayEmail } from '../domain/mail-permission';
import { gatheredReceiptsEmail } from '../domain/receipt-email';
import { createLogger, errorFields } from '../http/logger';
import { receiptMailLinks } from '../mail/receipt-mail';
import { sendMail } from '../mail/transport';
import { publishMetrics } from '../metrics/business-metrics';
import { forEachDueMailWindow, takeGathered } from '../store/mail/mail-window';
import { notificationTargetOf } from '../store/mail/notifications';

const log = createLogger({ handler: 'send-gathered-mail' });
/** Work time per run, well inside the function's 5-minute timeout: a member is never taken and not sent. */
const budgetMs = 4 * 60 * 1000;

export type GatheredOutcome = 'sent' | 'dropped' | 'none';

/**
 * One member's gathered e-mail, when its time has come: the receipts are taken first (so of two runs at once
 * only one sends), then the member is read and mailed, or the receipts given back if either fails. A member
 * who may no longer be mailed (e-mail turned off, address bouncing, account ended) gets nothing, and what was
 * gathered is dropped.
 */
export async function sendGathered(recipientId: string, now: Date): Promise<GatheredOutcome> {
  const taken = await takeGathered(recipientId, now);
  if (!taken) return 'none';
  try {
    // Read once the window is taken: an empty window (most runs) costs no read of the member.
    const target = await notificationTargetOf(recipientId);
    if (!mayEmail(target)) return 'dropped';
    const links = receiptMailLinks(recipientId, target.unsubscribeKey);
    await sendMail(gatheredReceiptsEmail(taken.receiptIds, target.email, links));
  } catch (error) {
    await taken.undo().catch((undoFailed) =>
      log.error('gathered receipts not given back', {
        count: taken.receiptIds.length,
        ...errorFields(undoFailed),
      }),
    );
    throw error;
  }
  return 'sent';
}

/**
 * EventBridge Scheduler, every `limits.gatheredMailRunMinutes`: sends each gathered receipt e-mail whose gap
 * has passed ("3 new receipts"), ten at a time, for at most `budgetMs` (the next run goes on). The local
 * stack runs the same handler on its own timer. A member whose e-mail fails is tried again on the next run;
 * the run itself fails (retried, then parked in the dead-letter queue, which alarms) only if any did.
 */
export async function handler() {
  const now = new Date();
  const deadline = Date.now() + budgetMs;
  const counts: Record<GatheredOutcome | 'failed', number> = { sent: 0, dropped: 0, none: 0, failed: 0 };
  try {
    const finished = await forEachDueMailWindow(
      now,
      () => Date.now() < deadline,
      async (recipientId) => {
        try {
          counts[await sendGathered(recipientId, now)] += 1;
        } catch (error) {
          counts.failed += 1;
          log.error('gathered e-mail failed', errorFields(error));
        }
      },
    );
    log.info('gathered e-mails', { ...counts, finished });
    if (counts.failed)
      throw new Error(`${counts.failed} gathered e-mail(s) failed; the next run tries them again`);
    return counts;
  } finally {
    publishMetrics();
  }
}
