import { forEachPage } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { type Item, table, transact } from '../platform/table';
import { followUpAnswersCounterWrite } from '../profiles/counters';
import { anyOf, appendAnswerWrite, askOf, type HeldFollowUpAnswer } from './follow-up-answers';
import { pairGuards } from './follow-ups';

/** What one delivery came to (as a held receipt's: held-receipts.ts). */
type DeliveryOutcome = 'delivered' | 'withheld' | 'gone';

export const isHeldFollowUpAnswer = (item: Item) => item.entity === 'heldFollowUpAnswer';

/**
 * Delivers one held follow-up answer, exactly once however many runs race: the held item is deleted in the
 * transaction that appends the answer to the asker's follow-up, dated at its delivery, and counts it. A pair blocked since
 * (either way) drops it, as does a follow-up gone with its asker's account.
 */
export async function deliverHeldAnswer(item: Item): Promise<DeliveryOutcome> {
  const held = item as unknown as HeldFollowUpAnswer;
  const heldDelete = {
    Delete: {
      Key: keys.heldFollowUpAnswer(held.askerId, held.answer.id),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
  const blocked = await anyOf(pairGuards(held.askerId, held.giverId));
  const { failed } = await transact({
    held: heldDelete,
    answer: blocked ? null : appendAnswerWrite(held.askerId, held.followUpId, held.answer),
    counter: blocked ? null : followUpAnswersCounterWrite(held.askerId),
  });
  if (!failed.size) return blocked ? 'withheld' : 'delivered';
  if (failed.has('held')) return 'gone';
  await transact({ held: heldDelete });
  return 'gone';
}

/** The member's held follow-up answers (tests sharing one local stack deliver only their own). */
export async function heldAnswersOf(askerId: string) {
  const { Items = [] } = await table.query({ ...queries.heldFollowUpAnswers(askerId), ConsistentRead: true });
  return Items;
}

/** Marks one giver's pending follow-up reminded, once; it leaves the reminders' index. */
async function remind(item: Item) {
  const ask = askOf(item);
  const { failed } = await transact({
    ask: {
      Update: {
        Key: keys.followUpAsk(ask.giverId, ask.id),
        UpdateExpression: `SET reminded = :yes REMOVE ${keys.followUpReminderIndexAttributes.join(', ')}`,
        ConditionExpression: '#status = :pending AND reminded = :no',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':yes': true, ':no': false, ':pending': 'pending' },
      },
    },
  });
  return failed.size ? 0 : 1;
}

/**
 * Reminds each giver whose follow-up is still pending `limits.followUp.reminderDays` after it was asked: the
 * in-app flag their follow-ups list shows. `giverId`: only that member's (tests sharing one local stack).
 */
export async function remindDue(now: string, giverId?: string) {
  let reminded = 0;
  if (giverId) {
    const { Items = [] } = await table.query({ ...queries.followUpAsks(giverId), ConsistentRead: true });
    for (const item of Items)
      if (item.status === 'pending' && item.reminded !== true && String(item.remindAt) <= now)
        reminded += await remind(item);
    return reminded;
  }
  await forEachPage(queries.dueFollowUpReminders(now), async (items) => {
    for (const item of items) reminded += await remind(item);
  });
  return reminded;
}
