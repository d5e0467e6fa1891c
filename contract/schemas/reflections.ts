import * as z from 'zod/mini';
import { categories } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { hasVisibleText } from '../receipt-content';
import { Cursor, Id, IsoDate, PageLimit } from './common';
import { GoalTagName } from './goal-tags';
import { Receipt } from './receipts';
import { userText } from './text';

/** "What I'll try next": the recipient's private note on a receipt, which only they ever read. */
export const ReflectionRequest = z.strictObject({
  text: z
    .string({ error: messages.reflectionEmpty })
    .check(
      ...userText({ multiline: true }),
      z.refine(hasVisibleText, { error: messages.reflectionEmpty, abort: true }),
      z.maxLength(limits.reflectionMax, { error: messages.reflectionTooLong }),
    ),
});
export type ReflectionRequest = z.input<typeof ReflectionRequest>;

export const Reflection = z.object({
  receiptId: Id,
  text: z.string(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Reflection = z.infer<typeof Reflection>;

/** A journal line: the receipt as its recipient sees it, and what they wrote about it. */
export const JournalEntry = z.object({ receipt: Receipt, reflection: Reflection });
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
  category: z.optional(z.union([z.enum(categories), z.literal('Other')])),
  goal: z.optional(GoalTagName),
});
