import { forEachPage } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { type Item, table, transact } from '../platform/table';
import { anyOf } from './follow-up-answers';
import { pairGuards } from './follow-ups';
import { requestForMeOf } from './requests-for-me';

/**
 * Reminders of a request to the chosen contacts who have not answered it. Answering removes a contact's copy
 * (in the answering receipt's transaction, named or anonymous), so a reminder only ever finds the copies of
 * those who have not answered, and it never tells the asker which those are.
 */

const [indexKey] = keys.requestReminderIndexAttributes;
const leaveIndex = `REMOVE ${keys.requestReminderIndexAttributes.join(', ')}`;
/** Still on the reminders' index: not yet reminded (the index keys leave with the reminder). */
const onIndex = {
  ConditionExpression: 'attribute_exists(#indexed)',
  ExpressionAttributeNames: { '#indexed': indexKey },
};

/**
 * Reminds one contact of a request, once however many runs race: the copy leaves the reminders' index in
 * the same conditional write. A closed request, a pair blocked since (either way) or an asker's account
 * ending only takes it off the index.
 */
async function remind(item: Item, now: string): Promise<0 | 1> {
  const sent = requestForMeOf(item);
  const closed =
    sent.closesAt <= now ||
    (await anyOf([keys.deletion(sent.askerId), ...pairGuards(sent.askerId, sent.recipientId)]));
  const Key = keys.feedbackRequestForMe(sent.recipientId, sent.id);
  const { failed } = await transact({
    copy: closed
      ? { Update: { Key, UpdateExpression: leaveIndex, ...onIndex } }
      : {
          Update: {
            Key,
            UpdateExpression: `SET reminded = :yes, remindedAt = :now ${leaveIndex}`,
            ...onIndex,
            ConditionExpression: `${onIndex.ConditionExpression} AND closesAt > :now`,
            ExpressionAttributeValues: { ':now': now, ':yes': true },
          },
        },
  });
  return closed || failed.size ? 0 : 1;
}

/**
 * Reminds each chosen contact whose copy of a request is still there `limits.feedbackRequestReminder.afterDays`
 * after it was asked: the in-app mark their "Asked of you" shows, and the e-mail the notifier sends for it.
 * `recipientId`: only that member's (tests sharing one local stack).
 */
export async function remindRequestsDue(now: string, recipientId?: string) {
  let reminded = 0;
  if (recipientId) {
    const { Items = [] } = await table.query({
      ...queries.feedbackRequestsForMe(recipientId),
      ConsistentRead: true,
    });
    for (const item of Items)
      if (item[indexKey] && item.remindAt && String(item.remindAt) <= now)
        reminded += await remind(item, now);
    return reminded;
  }
  await forEachPage(queries.dueRequestReminders(now), async (items) => {
    for (const item of items) reminded += await remind(item, now);
  });
  return reminded;
}

/**
 * The asker's resend, to each chosen contact whose copy is there (not answered), open, and whose pair is not
 * blocked either way (checked in the same write): each copy takes it once, so a retried or concurrent resend
 * reminds no one twice. Every contact costs the same write whether it lands or not, and how many landed is
 * not returned: either would tell the asker how many have answered.
 */
export async function resendToUnanswered(
  askerId: string,
  requestId: string,
  recipients: string[],
  now: Date,
) {
  const at = now.toISOString();
  await Promise.all(
    recipients
      .filter((id) => id !== askerId)
      .map((recipientId) =>
        transact({
          copy: {
            Update: {
              Key: keys.feedbackRequestForMe(recipientId, requestId),
              UpdateExpression: 'SET resent = :yes, remindedAt = :now',
              ConditionExpression:
                'attribute_exists(PK) AND closesAt > :now AND (attribute_not_exists(resent) OR resent <> :yes)',
              ExpressionAttributeValues: { ':now': at, ':yes': true },
            },
          },
          notBlocked: pairGuards(askerId, recipientId).map((Key) => ({
            ConditionCheck: { Key, ConditionExpression: 'attribute_not_exists(PK)' },
          })),
        }),
      ),
  );
}
