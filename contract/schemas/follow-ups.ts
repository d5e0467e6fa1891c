import * as z from 'zod/mini';
import { followUpChanges, followUpStatuses } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { hasVisibleText } from '../receipt-content';
import { Cursor, Id, IsoDate, PageLimit } from './common';
import { GoalTagName } from './goal-tags';
import { userText } from './text';

/** `POST /me/goal-follow-ups`: ask everyone who gave receipts linked to one of the caller's goals. */
export const AskFollowUp = z.strictObject({ goal: GoalTagName });
export type AskFollowUp = z.input<typeof AskFollowUp>;

/** One original receipt linked to the goal ("before"): what it was for, never who gave it. */
export const FollowUpBefore = z.object({
  receiptId: Id,
  intent: z.string(),
  category: z.string(),
  createdAt: IsoDate,
});

/**
 * One answer as the asker reads it ("after"). An anonymous giver's is from "Someone", and is listed only
 * once delivered, at its delivery time, as an anonymous receipt is.
 */
export const FollowUpAnswer = z.object({
  id: Id,
  change: z.enum(followUpChanges),
  text: z.string(),
  giverName: z.string(),
  anonymous: z.boolean(),
  answeredAt: IsoDate,
});
export type FollowUpAnswer = z.infer<typeof FollowUpAnswer>;

/** A follow-up as its asker reads it: who was asked is never told, only what came back. */
export const GoalFollowUp = z.object({
  id: Id,
  goal: z.string(),
  question: z.string(),
  createdAt: IsoDate,
  before: z.array(FollowUpBefore),
  answers: z.array(FollowUpAnswer),
});
export type GoalFollowUp = z.infer<typeof GoalFollowUp>;

export const GoalFollowUpsQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
});

/** A follow-up as a giver reads it: who asks, about which goal, and whether it is still theirs to answer. */
export const FollowUpToAnswer = z.object({
  id: Id,
  askerName: z.string(),
  goal: z.string(),
  question: z.string(),
  createdAt: IsoDate,
  status: z.enum(followUpStatuses),
  /** Still pending a week after it was asked: the reminder was given. */
  reminded: z.boolean(),
  /** What this giver answered (only they read it; the asker sees it on the follow-up, anonymous or named). */
  yourAnswer: z.optional(z.pick(FollowUpAnswer, { change: true, text: true, answeredAt: true })),
});
export type FollowUpToAnswer = z.infer<typeof FollowUpToAnswer>;

export const FollowUpParams = z.strictObject({ followUpId: Id });

export const AnswerFollowUp = z.strictObject({
  change: z.enum(followUpChanges, { error: messages.followUpChangeRequired }),
  text: z
    .string({ error: messages.followUpAnswerEmpty })
    .check(
      ...userText(),
      z.refine(hasVisibleText, { error: messages.followUpAnswerEmpty, abort: true }),
      z.maxLength(limits.followUp.answerMax, { error: messages.followUpAnswerTooLong }),
    ),
});
export type AnswerFollowUp = z.input<typeof AnswerFollowUp>;
