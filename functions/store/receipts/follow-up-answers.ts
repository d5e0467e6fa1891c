import type { GiversOwnAnswer, StoredFollowUpAnswer, StoredFollowUpAsk } from '../../domain/follow-ups';
import { itemKeyText } from '../../domain/item-key';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { batchGet, type Item, type TableWrite, transact } from '../platform/table';
import { followUpAnswersCounterWrite } from '../profiles/counters';
import { pairGuards } from './follow-ups';

export const askOf = (item: Item): StoredFollowUpAsk => ({
  id: String(item.id),
  askerId: String(item.askerId),
  askerName: String(item.askerName),
  giverId: String(item.giverId),
  goal: String(item.goal),
  question: String(item.question),
  createdAt: String(item.createdAt),
  remindAt: String(item.remindAt),
  anonymous: item.anonymous === true,
  status: (item.status as StoredFollowUpAsk['status']) ?? 'pending',
  reminded: item.reminded === true,
  ...(item.answerId ? { answerId: String(item.answerId) } : {}),
  ...(item.yourAnswer ? { yourAnswer: item.yourAnswer as GiversOwnAnswer } : {}),
});

/**
 * What a giver's answer needs, in one read: their ask, whether the asker's account ended, and whether the
 * pair is blocked either way.
 */
export async function readForAnswer(giverId: string, followUpId: string) {
  const askKey = keys.followUpAsk(giverId, followUpId);
  const [first] = await batchGet([askKey]);
  if (!first) return null;
  const ask = askOf(first);
  const others = [keys.deletion(ask.askerId), ...pairGuards(ask.askerId, giverId)];
  const found = await batchGet<{ PK: string; SK: string }>(others, { projection: 'PK, SK' });
  return { ask, closed: found.length > 0 };
}

/** The giver's list of follow-ups they were asked, newest first. */
export async function pageOfAsks(giverId: string, cursor: string | undefined, limit: number) {
  const page = await pageOfMemberList(
    {
      name: 'followUpAsks',
      userId: giverId,
      prefix: keys.prefixes.followUpAsk,
      query: queries.followUpAsks(giverId),
    },
    cursor,
    limit,
    'newestFirst',
  );
  return { items: page.items.map(askOf), cursor: page.cursor };
}

/**
 * The ask leaves pending (answered, with the answer's id and the giver's own words, or declined) once, and
 * leaves the reminders' index with it.
 */
const settleWrite = (ask: StoredFollowUpAsk, settled: StoredFollowUpAnswer | 'declined'): TableWrite => ({
  Update: {
    Key: keys.followUpAsk(ask.giverId, ask.id),
    UpdateExpression: `SET #status = :status${settled === 'declined' ? '' : ', answerId = :answerId, yourAnswer = :yours'} REMOVE ${keys.followUpReminderIndexAttributes.join(', ')}`,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ...(settled === 'declined'
        ? { ':status': 'declined' }
        : {
            ':status': 'answered',
            ':answerId': settled.id,
            ':yours': {
              change: settled.change,
              text: settled.text,
              answeredAt: settled.answeredAt,
            } satisfies GiversOwnAnswer,
          }),
    },
  },
});

/** An answer appended to the asker's follow-up (it may be gone: the asker's account ended). */
export const appendAnswerWrite = (askerId: string, followUpId: string, answer: StoredFollowUpAnswer) => ({
  Update: {
    Key: keys.followUp(askerId, followUpId),
    UpdateExpression: 'SET answers = list_append(answers, :answer)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':answer': [answer] },
  },
});

export type SettleOutcome = 'settled' | 'alreadySettled' | 'gone';

const outcomeOf = (failed: ReadonlySet<string>): SettleOutcome =>
  failed.has('ask') ? 'alreadySettled' : failed.size ? 'gone' : 'settled';

export async function declineAsk(ask: StoredFollowUpAsk): Promise<SettleOutcome> {
  return outcomeOf((await transact({ ask: settleWrite(ask, 'declined') })).failed);
}

/** A named giver's answer: on the asker's follow-up at once, with their name, and counted for the asker. */
export async function answerNamed(ask: StoredFollowUpAsk, answer: StoredFollowUpAnswer) {
  const { failed } = await transact({
    ask: settleWrite(ask, answer),
    answer: appendAnswerWrite(ask.askerId, ask.id, answer),
    counter: followUpAnswersCounterWrite(ask.askerId),
  });
  return outcomeOf(failed);
}

/** An anonymous giver's answer, held for the asker's delivery as an anonymous receipt is. */
export interface HeldFollowUpAnswer {
  answer: StoredFollowUpAnswer;
  askerId: string;
  giverId: string;
  followUpId: string;
  deliversAt: string;
}

/**
 * The giver's own copy is dated when they wrote it (`writtenAt`), which they know: the held answer's own date
 * is the asker's delivery hour, which they must not.
 */
export async function answerHeld(ask: StoredFollowUpAsk, held: HeldFollowUpAnswer, writtenAt: string) {
  const { failed } = await transact({
    ask: settleWrite(ask, { ...held.answer, answeredAt: writtenAt }),
    held: {
      Put: {
        Item: {
          ...keys.heldFollowUpAnswer(held.askerId, held.answer.id),
          ...keys.deliveryIndex(held.deliversAt, held.answer.id),
          entity: 'heldFollowUpAnswer',
          ...held,
        },
      },
    },
  });
  return outcomeOf(failed);
}

/** Whether any of the keys is in the table (one batch read). */
export async function anyOf(keyList: readonly { PK: string; SK: string }[]) {
  const found = new Set((await batchGet<{ PK: string; SK: string }>(keyList)).map(itemKeyText));
  return keyList.some((k) => found.has(itemKeyText(k)));
}
