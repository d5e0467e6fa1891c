import * as z from 'zod/mini';
import { helpfulMarks } from '../enums';
import { helpfulTipKeys } from '../helpful-tips';

const Count = z.number().check(z.refine(Number.isInteger), z.minimum(0));

/** The recipient's marks on a received receipt, all of them at once: an empty list clears them. */
export const HelpfulMarksRequest = z.strictObject({
  marks: z.array(z.enum(helpfulMarks)).check(z.refine((marks) => new Set(marks).size === marks.length)),
});
export type HelpfulMarksRequest = z.input<typeof HelpfulMarksRequest>;

/**
 * What a giver is told of the marks their receipts were given: nothing until a first round of marks from
 * enough different people was counted, then the sum of their last rounds and one tip. No time, no receipt.
 */
export const HelpfulTotals = z.union([
  z.object({ shown: z.literal(false) }),
  z.object({
    shown: z.literal(true),
    /** Marked receipts the totals count. */
    receipts: Count,
    specific: Count,
    actionable: Count,
    kind: Count,
    tip: z.enum(helpfulTipKeys),
  }),
]);
export type HelpfulTotals = z.infer<typeof HelpfulTotals>;
