import { type HelpfulMark, helpfulMarks } from '@contract/enums';
import type { HelpfulTip } from '@contract/helpful-tips';
import type { HelpfulTotals } from '@contract/schemas/helpful-marks';

/** One closed round of a giver's helpful marks: how many people it counted, and each mark's count. */
export type HelpfulRound = { receipts: number } & Record<HelpfulMark, number>;

/**
 * One person's marks waiting in a giver's open round: their latest on any of the giver's receipts. A round
 * holds one of these a person, so no one weighs more than anyone else in it however many receipts they got.
 */
export interface WaitingMarks {
  recipientId: string;
  /** As stored: the receipt the marks were made on, then the marks (see `waitingValue`). */
  value: string;
  marks: readonly HelpfulMark[];
}

/** A waiting entry's stored value: one string, so the round's close can check it is still what it read. */
export const waitingValue = (receiptId: string, marks: readonly HelpfulMark[]) =>
  [receiptId, ...marks].join(' ');

export function waitingOf(recipientId: string, value: string): WaitingMarks {
  const [, ...named] = value.split(' ');
  return { recipientId, value, marks: helpfulMarks.filter((mark) => named.includes(mark)) };
}

/** Whether two sets of marks are the same, whatever their order. */
export const sameMarks = (a: readonly HelpfulMark[], b: readonly HelpfulMark[]) =>
  a.length === b.length && a.every((mark) => b.includes(mark));

/**
 * The round `people` waiting persons make, and which entries it counts; null while fewer than `people`
 * different persons have marks waiting (an entry without marks counts for no one). Each person is
 * counted once, and a round counts exactly `people` of them: others wait for the next round.
 */
export function roundOf(
  waiting: readonly WaitingMarks[],
  people: number,
): { round: HelpfulRound; counted: WaitingMarks[] } | null {
  const byPerson = new Map(waiting.filter((w) => w.marks.length).map((w) => [w.recipientId, w]));
  if (byPerson.size < people) return null;
  const counted = [...byPerson.values()]
    .sort((a, b) => (a.recipientId < b.recipientId ? -1 : 1))
    .slice(0, people);
  const count = (mark: HelpfulMark) => counted.filter((w) => w.marks.includes(mark)).length;
  const round = {
    receipts: counted.length,
    ...(Object.fromEntries(helpfulMarks.map((mark) => [mark, count(mark)])) as Record<HelpfulMark, number>),
  };
  return { round, counted };
}

/** A mark given to at least this share of the counted receipts is common: no tip about it. */
const commonShare = 2 / 3;

/** The tip for the mark the receipts were given least (the first of them on a tie), unless all are common. */
export function tipFor(totals: HelpfulRound): HelpfulTip {
  const least = helpfulMarks.reduce((low, mark) => (totals[mark] < totals[low] ? mark : low));
  return totals[least] >= totals.receipts * commonShare ? 'keepGoing' : least;
}

/** What the giver is shown: the sum of their last rounds and one tip, or nothing before the first round. */
export function helpfulTotalsOf(rounds: readonly HelpfulRound[]): HelpfulTotals {
  if (!rounds.length) return { shown: false };
  const sum = (field: keyof HelpfulRound) => rounds.reduce((total, round) => total + round[field], 0);
  const totals: HelpfulRound = {
    receipts: sum('receipts'),
    ...(Object.fromEntries(helpfulMarks.map((mark) => [mark, sum(mark)])) as Record<HelpfulMark, number>),
  };
  return { shown: true, ...totals, tip: tipFor(totals) };
}
