import { type HelpfulMark, helpfulMarks } from '@contract/enums';
import type { HelpfulTip } from '@contract/helpful-tips';
import type { HelpfulTotals } from '@contract/schemas/helpful-marks';

/** One closed round of a giver's helpful marks: how many marked receipts it counted, and each mark's count. */
export type HelpfulRound = { receipts: number } & Record<HelpfulMark, number>;

/** A receipt as a round reads it: who marked it (the recipient) and how. */
export interface MarkedReceipt {
  recipientId: string;
  marks?: readonly HelpfulMark[];
}

/**
 * The round its waiting receipts make, or null while fewer than `people` different recipients marked them
 * (a receipt whose marks were all taken off counts for nothing, and its recipient for no one).
 */
export function roundOf(receipts: readonly MarkedReceipt[], people: number): HelpfulRound | null {
  const marked = receipts.filter((r) => r.marks?.length);
  if (new Set(marked.map((r) => r.recipientId)).size < people) return null;
  const count = (mark: HelpfulMark) => marked.filter((r) => r.marks?.includes(mark)).length;
  return {
    receipts: marked.length,
    ...(Object.fromEntries(helpfulMarks.map((mark) => [mark, count(mark)])) as Record<HelpfulMark, number>),
  };
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
