import * as z from 'zod/mini';
import {
  categories,
  conflictResolutions,
  dayContexts,
  emotionalRegulations,
  intents,
  reportReasons,
} from '../enums';
import { limits } from '../limits';
import { messages } from '../messages';
import { hasVisibleText } from '../receipt-content';
import { Id, IsoDate } from './common';
import { maxChars, userText } from './text';

/** The recipient reports a received receipt: a reason, and for `other` a few words. */
export const ReportRequest = z
  .strictObject({
    reason: z.enum(reportReasons, { error: messages.reportReasonRequired }),
    text: z._default(
      z
        .string({ error: messages.invalidRequest })
        .check(...userText({ multiline: true }), maxChars('Report', limits.reportTextMax)),
      '',
    ),
  })
  .check(
    z.refine((report) => report.reason !== 'other' || hasVisibleText(report.text), {
      error: messages.reportTextRequired,
      path: ['text'],
    }),
  );
export type ReportRequest = z.infer<typeof ReportRequest>;

export const ReportIdParams = z.strictObject({ reportId: Id });

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]);

/**
 * An open report as a moderator sees it: the reason and the receipt's content when it was reported.
 * Never who sent it (anonymous or not) nor who reported it: moderators judge the content only.
 */
export const OpenReport = z.object({
  id: Id,
  reason: z.enum(reportReasons),
  text: z.string(),
  reportedAt: IsoDate,
  receipt: z.object({
    receiptText: z.string(),
    category: orEmpty(categories),
    dayContext: orEmpty(dayContexts),
    intent: orEmpty(intents),
    tags: z.array(z.enum(emotionalRegulations)),
    emotionalRegulation: z.array(z.enum(emotionalRegulations)),
    conflictResolution: z.array(z.enum(conflictResolutions)),
    hasVoiceNote: z.boolean(),
    createdAt: IsoDate,
  }),
});
export type OpenReport = z.infer<typeof OpenReport>;
