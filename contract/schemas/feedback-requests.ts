import * as z from 'zod/mini';
import { feedbackRequestStatuses } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { hasVisibleText } from '../receipt-content';
import { Cursor, Id, IsoDate, PageLimit } from './common';
import { Receipt } from './receipts';
import { userText } from './text';

/** The question of a feedback request: one of the templates, or the member's own (one line). */
export const FeedbackQuestion = z
  .string({ error: messages.feedbackQuestionEmpty })
  .check(
    ...userText(),
    z.refine(hasVisibleText, { error: messages.feedbackQuestionEmpty, abort: true }),
    z.maxLength(limits.feedbackQuestionMax, { error: messages.feedbackQuestionTooLong }),
  );

export const CreateFeedbackRequest = z.strictObject({
  question: FeedbackQuestion,
  /** Members in the asker's address book it is sent to; none when it is shared as a link. */
  recipients: z._default(
    z.array(Id).check(
      z.maxLength(limits.feedbackRequestRecipientsMax, { error: messages.feedbackRecipientsTooMany }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: messages.invalidRequest }),
    ),
    [],
  ),
});
export type CreateFeedbackRequest = z.input<typeof CreateFeedbackRequest>;

/**
 * One answer as the asker sees it: the receipt and who it is from. An anonymous one is from "Someone" and
 * is listed only once it was delivered, at its delivery time.
 */
export const FeedbackAnswer = z.object({
  receiptId: Id,
  giverName: z.string(),
  anonymous: z.boolean(),
  answeredAt: IsoDate,
  /** The receipt as its recipient (the asker) reads it in their hub: an anonymous one names no one. */
  receipt: Receipt,
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;

/** A contact the request was sent to, by the name they had when it was asked. */
export const AskedContact = z.object({ userId: Id, name: z.string() });
export type AskedContact = z.infer<typeof AskedContact>;

/**
 * A feedback request as its asker sees it; its status follows from `expiresAt` and the answers. Who was
 * asked is listed, never who of them answered: only the answers themselves (an anonymous one as "Someone",
 * and only where the request rules tie it to the request).
 */
export const FeedbackRequest = z.object({
  id: Id,
  question: z.string(),
  recipients: z.array(Id),
  asked: z.array(AskedContact),
  status: z.enum(feedbackRequestStatuses),
  createdAt: IsoDate,
  expiresAt: IsoDate,
  answers: z.array(FeedbackAnswer),
  /** When the asker resent it to those who have not answered (once), or null. */
  resentAt: z.nullable(IsoDate),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** What a would-be giver reads of an open request: whose it is and the question, nothing else. */
export const FeedbackRequestForGiver = z.object({
  id: Id,
  askerId: Id,
  askerName: z.string(),
  question: z.string(),
  expiresAt: IsoDate,
});
export type FeedbackRequestForGiver = z.infer<typeof FeedbackRequestForGiver>;

/** An open request sent to the member as one of the asker's chosen contacts: its give link needs the handle. */
export const FeedbackRequestForMe = z.extend(FeedbackRequestForGiver, {
  askerUsername: z.string(),
  createdAt: IsoDate,
  /** When the member was last reminded of it (three days on, or the asker's resend), or null. */
  remindedAt: z.nullable(IsoDate),
});
export type FeedbackRequestForMe = z.infer<typeof FeedbackRequestForMe>;

export const FeedbackRequestParams = z.strictObject({ userId: Id, requestId: Id });
export const MyFeedbackRequestParams = z.strictObject({ requestId: Id });

export const FeedbackRequestsQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
});
