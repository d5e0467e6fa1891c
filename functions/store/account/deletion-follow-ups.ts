import { formerMemberSender } from '../../domain/receipts';
import { keyOf, settleAll } from '../paging/sweeps';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchDelete, ifConditionHolds, table } from '../platform/table';
import { askOf } from '../receipts/follow-up-answers';
import { followUpOf } from '../receipts/follow-ups';
import { type Step, updateIfThere } from './deletion-step';

/** Account deletion's steps for "Did I change?": the follow-ups the account was asked, and those it asked. */

/** Attempts at an edit of a follow-up's lists, which another giver's deletion may shift between read and write. */
const attempts = 5;

/**
 * The asker's follow-up forgets the deleted giver: out of its givers, and a named answer of theirs from
 * "Former member" (as their receipts are). Each list place is checked in the write, so a list shifted since
 * the read is read again.
 */
async function forgetGiverOnFollowUp(
  askerId: string,
  followUpId: string,
  giverId: string,
  answerId?: string,
) {
  const key = keys.followUp(askerId, followUpId);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const item = await table.get({ Key: key, ConsistentRead: true });
    if (!item) return;
    const followUp = followUpOf(item);
    const giverAt = followUp.givers.findIndex((giver) => giver.id === giverId);
    const answerAt = followUp.answers.findIndex((a) => a.id === answerId && a.giverName !== null);
    if (giverAt < 0 && answerAt < 0) return;
    const values: Record<string, unknown> = {};
    const conditions: string[] = [];
    if (giverAt >= 0) {
      conditions.push(`givers[${giverAt}].id = :giver`);
      values[':giver'] = giverId;
    }
    if (answerAt >= 0) {
      conditions.push(`answers[${answerAt}].id = :answer`);
      values[':answer'] = answerId;
      values[':former'] = formerMemberSender.senderName;
    }
    const set = answerAt >= 0 ? `SET answers[${answerAt}].giverName = :former ` : '';
    const remove = giverAt >= 0 ? `REMOVE givers[${giverAt}]` : '';
    const written = await ifConditionHolds(
      table.update({
        Key: key,
        UpdateExpression: `${set}${remove}`.trim(),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: values,
      }),
    );
    if (written) return;
  }
  throw new Error(`forgetGiverOnFollowUp: ${followUpId} kept changing`);
}

/**
 * Follow-ups the member was asked: each asker's follow-up forgets them, an anonymous answer still held for
 * its delivery goes on without them (it comes from no one the asker can name either way), and the ask goes.
 */
export const followUpsAsked: Step = (userId, _marker, hasTime) =>
  settleAll(queries.followUpAsks(userId), hasTime, async (item) => {
    const ask = askOf(item);
    await forgetGiverOnFollowUp(ask.askerId, ask.id, userId, ask.answerId);
    if (ask.answerId)
      await updateIfThere(keys.heldFollowUpAnswer(ask.askerId, ask.answerId), {
        expression: 'SET giverId = :former',
        values: { ':former': formerMemberSender.senderId },
      });
    await table.delete({ Key: keyOf(item) });
  });

/** Follow-ups the member asked: each giver's ask goes (it names the asker), then the follow-up. */
export const followUpsMade: Step = (userId, _marker, hasTime) =>
  settleAll(queries.followUps(userId), hasTime, async (item) => {
    const followUp = followUpOf(item);
    await batchDelete(followUp.givers.map((giver) => keys.followUpAsk(giver.id, followUp.id)));
    await table.delete({ Key: keyOf(item) });
  });
