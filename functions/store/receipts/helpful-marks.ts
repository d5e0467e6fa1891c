import { type HelpfulMark, helpfulMarks } from '@contract/enums';
import { limits } from '@contract/limits';
import type { HelpfulTotals } from '@contract/schemas/helpful-marks';
import { type HelpfulRound, helpfulTotalsOf, type MarkedReceipt, roundOf } from '../../domain/helpful-marks';
import { formerMemberSender, type StoredReceipt } from '../../domain/receipts';
import * as keys from '../platform/keys';
import { batchGet, ifConditionHolds, table, transact } from '../platform/table';
import { toStoredReceipt } from '../shared/receipt-item';

/**
 * Helpful marks. The recipient's marks live on the receipt and are served to the recipient alone
 * (domain/receipts.ts). Its giver is told only totals, counted in rounds: a marked receipt waits in the
 * giver's open round, and the round is counted, as a whole and once, when receipts marked by at least
 * `peoplePerRound` different people wait in it. Between two answers a giver can read, the totals therefore
 * change by a whole round or not at all: neither a new mark, a changed one, nor a receipt leaving "the last
 * receipts" moves them alone. A mark changed after its round was counted waits in the next round.
 */
const { peoplePerRound, roundsShown } = limits.helpfulMarks;

interface HelpfulMarksItem {
  openRound?: Set<string>;
  rounds?: HelpfulRound[];
  closedRounds?: number;
}

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
  const setMarks = {
    Key: key,
    UpdateExpression: 'SET marks = :marks',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':marks': marks },
  };
  const giverId = receipt.senderId === formerMemberSender.senderId ? null : receipt.senderId;
  const { failed } = await transact({
    marks: { Update: setMarks },
    waiting: giverId
      ? {
          Update: {
            Key: keys.helpfulMarks(giverId),
            UpdateExpression: 'ADD openRound :entry',
            ExpressionAttributeValues: {
              ':entry': new Set([keys.helpfulRoundEntry(recipientId, receiptId)]),
            },
          },
        }
      : null,
    // A giver whose account has ended has no totals: the marks are kept on the receipt alone.
    giver: giverId
      ? { ConditionCheck: { Key: keys.profile(giverId), ConditionExpression: 'attribute_exists(PK)' } }
      : null,
  });
  if (failed.has('marks')) return null;
  if (failed.size && !(await ifConditionHolds(table.update(setMarks)))) return null;
  if (giverId && !failed.size) await countRoundIfDue(giverId);
  return { ...receipt, marks };
}

/** Counts the giver's open round when enough different people marked its receipts; a lost race counts nothing. */
async function countRoundIfDue(giverId: string) {
  const key = keys.helpfulMarks(giverId);
  const item = (await table.get({ Key: key, ConsistentRead: true })) as HelpfulMarksItem | undefined;
  const entries = [...(item?.openRound ?? [])];
  const waiting = entries.map(keys.receiptOfHelpfulRoundEntry);
  if (new Set(waiting.map((w) => w.recipientId)).size < peoplePerRound) return;
  const found = await batchGet<MarkedReceipt & { senderId: string }>(
    waiting.map((w) => w.key),
    { projection: 'recipientId, senderId, marks' },
  );
  const round = roundOf(
    found.filter((r) => r.senderId === giverId),
    peoplePerRound,
  );
  if (!round) return;
  const closed = item?.closedRounds ?? 0;
  await ifConditionHolds(
    table.update({
      Key: key,
      UpdateExpression: 'SET #rounds = :rounds, closedRounds = :next DELETE openRound :entries',
      ConditionExpression: closed ? 'closedRounds = :closed' : 'attribute_not_exists(closedRounds)',
      ExpressionAttributeNames: { '#rounds': 'rounds' },
      ExpressionAttributeValues: {
        ':rounds': [...(item?.rounds ?? []), round].slice(-roundsShown),
        ':next': closed + 1,
        ':entries': new Set(entries),
        ...(closed ? { ':closed': closed } : {}),
      },
    }),
  );
}

/** What the giver is told: the sum of their last counted rounds and one tip, or that none was counted yet. */
export async function helpfulTotalsFor(giverId: string): Promise<HelpfulTotals> {
  const item = (await table.get({ Key: keys.helpfulMarks(giverId) })) as HelpfulMarksItem | undefined;
  return helpfulTotalsOf(item?.rounds ?? []);
}

/**
 * A received receipt deleted with its recipient's account leaves its giver's open round (the entry names
 * the recipient). Rounds already counted keep their numbers, which name no one: taking them out would show
 * the giver what the deleted member had marked.
 */
export async function forgetWaitingMark(giverId: string, recipientId: string, receiptId: string) {
  await ifConditionHolds(
    table.update({
      Key: keys.helpfulMarks(giverId),
      UpdateExpression: 'DELETE openRound :entry',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':entry': new Set([keys.helpfulRoundEntry(recipientId, receiptId)]) },
    }),
  );
}
