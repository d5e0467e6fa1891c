import { type HelpfulMark, helpfulMarks } from '@contract/enums';
import { limits } from '@contract/limits';
import type { HelpfulTotals } from '@contract/schemas/helpful-marks';
import {
  type HelpfulRound,
  helpfulTotalsOf,
  roundOf,
  sameMarks,
  type WaitingMarks,
  waitingOf,
  waitingValue,
} from '../../domain/helpful-marks';
import { formerMemberSender, type StoredReceipt } from '../../domain/receipts';
import * as keys from '../platform/keys';
import { type Item, ifConditionHolds, table, transact } from '../platform/table';
import { toStoredReceipt } from '../shared/receipt-item';

/**
 * Helpful marks. The recipient's marks live on the receipt and are served to the recipient alone
 * (domain/receipts.ts). Its giver is told only totals, counted in rounds: each person's latest marks on any
 * of the giver's receipts wait in the giver's open round, one entry a person, and a round is counted, as a
 * whole and once, when `peoplePerRound` different people wait in it, each counted once. Between two answers
 * a giver can read, the totals therefore change by a whole round of people or not at all: neither a new
 * mark, a changed one, nor many receipts sent to one person move them alone. A mark changed after its round
 * was counted waits in the next round.
 */
const { peoplePerRound, roundsShown } = limits.helpfulMarks;
/** Rounds closed (or races retried) after one mark: more than one is due only after a failed close. */
const closeTries = 3;

/** The recipient's marks on a received receipt in their hub; null when it is not there. */
export async function markReceipt(
  recipientId: string,
  receiptId: string,
  chosen: readonly HelpfulMark[],
): Promise<StoredReceipt | null> {
  const key = keys.receipt(recipientId, receiptId);
  const current = await table.get({ Key: key, ConsistentRead: true });
  if (!current) return null;
  const receipt = toStoredReceipt(current);
  const marks = helpfulMarks.filter((mark) => chosen.includes(mark));
  // The same marks again are no new mark: the receipt does not wait in a round anew.
  if (sameMarks(receipt.marks ?? [], marks)) return { ...receipt, marks };
  const setMarks = {
    Key: key,
    UpdateExpression: 'SET marks = :marks',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':marks': marks },
  };
  const giverId = receipt.senderId === formerMemberSender.senderId ? null : receipt.senderId;
  const { failed } = await transact({
    marks: { Update: setMarks },
    waiting: giverId ? { Update: waitingWrite(giverId, recipientId, receiptId, marks) } : null,
    // A giver whose account has ended has no totals: the marks are kept on the receipt alone.
    giver: giverId
      ? { ConditionCheck: { Key: keys.profile(giverId), ConditionExpression: 'attribute_exists(PK)' } }
      : null,
  });
  if (failed.has('marks')) return null;
  if (failed.size && !(await ifConditionHolds(table.update(setMarks)))) return null;
  if (giverId && !failed.size) await countRoundsDue(giverId);
  return { ...receipt, marks };
}

/**
 * The person's entry in the giver's open round: their marks, replacing whatever they had waiting. Marks all
 * taken off take the entry out only when it is this receipt's (else the condition fails and the receipt's
 * marks are saved alone).
 */
function waitingWrite(giverId: string, recipientId: string, receiptId: string, marks: HelpfulMark[]) {
  const names = { '#entry': keys.helpfulRoundEntry(recipientId) };
  return marks.length
    ? {
        Key: keys.helpfulMarks(giverId),
        UpdateExpression: 'SET #entry = :entry',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':entry': waitingValue(receiptId, marks) },
      }
    : {
        Key: keys.helpfulMarks(giverId),
        UpdateExpression: 'REMOVE #entry',
        ConditionExpression: 'begins_with(#entry, :receipt)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':receipt': `${waitingValue(receiptId, [])} ` },
      };
}

function waitingIn(item: Item): WaitingMarks[] {
  return Object.entries(item).flatMap(([attribute, value]) => {
    const recipientId = keys.recipientOfHelpfulRoundEntry(attribute);
    return recipientId && typeof value === 'string' ? [waitingOf(recipientId, value)] : [];
  });
}

/**
 * Counts the giver's open round when enough different people have marks waiting. The close holds only if
 * every counted entry still holds what was read (a mark changed meanwhile is not lost, and a deleted
 * giver's item is not made again) and no other close came first; a lost race reads again.
 */
async function countRoundsDue(giverId: string) {
  const key = keys.helpfulMarks(giverId);
  for (let tries = 0; tries < closeTries; tries++) {
    const item = await table.get({ Key: key, ConsistentRead: true });
    const due = item ? roundOf(waitingIn(item), peoplePerRound) : null;
    if (!item || !due) return;
    const closed = Number(item.closedRounds ?? 0);
    const entries = due.counted.map((waiting, i) => ({ name: `#e${i}`, value: `:e${i}`, waiting }));
    const rounds = (item.rounds ?? []) as HelpfulRound[];
    await ifConditionHolds(
      table.update({
        Key: key,
        UpdateExpression: `SET #rounds = :rounds, closedRounds = :next REMOVE ${entries.map((e) => e.name).join(', ')}`,
        ConditionExpression: [
          closed ? 'closedRounds = :closed' : 'attribute_not_exists(closedRounds)',
          ...entries.map((e) => `${e.name} = ${e.value}`),
        ].join(' AND '),
        ExpressionAttributeNames: {
          '#rounds': 'rounds',
          ...Object.fromEntries(entries.map((e) => [e.name, keys.helpfulRoundEntry(e.waiting.recipientId)])),
        },
        ExpressionAttributeValues: {
          ':rounds': [...rounds, due.round].slice(-roundsShown),
          ':next': closed + 1,
          ...Object.fromEntries(entries.map((e) => [e.value, e.waiting.value])),
          ...(closed ? { ':closed': closed } : {}),
        },
      }),
    );
  }
}

/** What the giver is told: the sum of their last counted rounds and one tip, or that none was counted yet. */
export async function helpfulTotalsFor(giverId: string): Promise<HelpfulTotals> {
  const item = await table.get({ Key: keys.helpfulMarks(giverId) });
  return helpfulTotalsOf((item?.rounds ?? []) as HelpfulRound[]);
}

/**
 * A recipient whose account is deleted leaves their giver's open round (the entry names them). Rounds
 * already counted keep their numbers, which name no one: taking them out would show the giver what the
 * deleted member had marked. Idempotent.
 */
export async function forgetWaitingMark(giverId: string, recipientId: string) {
  await ifConditionHolds(
    table.update({
      Key: keys.helpfulMarks(giverId),
      UpdateExpression: 'REMOVE #entry',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#entry': keys.helpfulRoundEntry(recipientId) },
    }),
  );
}
