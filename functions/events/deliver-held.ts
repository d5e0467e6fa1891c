import { createLogger, errorFields } from '../http/logger';
import { remindDue } from '../store/receipts/follow-up-delivery';
import { deliverDue, deliverDueTo } from '../store/receipts/held-receipts';
import { remindRequestsDue } from '../store/receipts/request-reminders';

const log = createLogger({ handler: 'deliver-held' });
/** Work time per run, well inside the function's timeout; the next run delivers what is left. */
const budgetMs = 4 * 60 * 1000;

/**
 * `all`: every held receipt now, as each one's time would (the local `npm run deliver -- --all` only).
 * `recipientId`: only that member's (tests sharing one local stack).
 */
export interface DeliveryRequest {
  all?: boolean;
  recipientId?: string;
}

/**
 * EventBridge Scheduler, every `limits.deliveryRunMinutes`: delivers the anonymous receipts (and anonymous
 * follow-up answers) held until now, reminds the givers of follow-ups pending a week and the chosen contacts
 * of feedback requests three days old who have not answered
 * (the local stack runs the same handler on its own timer, and `npm run deliver`). Each delivery is one
 * transaction that removes the held item, so overlapping or repeated runs deliver each receipt once.
 */
export async function handler(request: DeliveryRequest = {}) {
  try {
    const deadline = Date.now() + budgetMs;
    const now = new Date().toISOString();
    const all = request.all === true;
    const outcome = request.recipientId
      ? await deliverDueTo(request.recipientId, now, all)
      : await deliverDue(now, all, () => Date.now() < deadline);
    // Follow-ups pending a week: the same run reminds their givers (`recipientId`: only that member's).
    const reminded = await remindDue(now, request.recipientId);
    // Feedback requests three days old: the same run reminds the chosen contacts who have not answered.
    const requestsReminded = await remindRequestsDue(now, request.recipientId);
    log.info('held receipts delivered', { ...outcome, reminded, requestsReminded });
    return { ...outcome, reminded, requestsReminded };
  } catch (error) {
    log.error('delivering held receipts failed', errorFields(error));
    throw error;
  }
}
