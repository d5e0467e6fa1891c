import * as z from 'zod/mini';
import { reportReasons } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { hasVisibleText } from '../receipt-content';
import { Id, IsoDate } from './common';
import { Receipt } from './receipts';
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

/**
 * An open report as a moderator sees it: the reason and the receipt's content when it was reported (as the
 * Receipt schema states each field).
 * Never who sent it (anonymous or not) nor who reported it: moderators judge the content only.
 */
export const OpenReport = z.object({
  id: Id,
  reason: z.enum(reportReasons),
  text: z.string(),
  reportedAt: IsoDate,
  receipt: z.extend(
    z.pick(Receipt, {
      receiptText: true,
      category: true,
      dayContext: true,
      intent: true,
      tags: true,
      emotionalRegulation: true,
      conflictResolution: true,
    }),
    { hasVoiceNote: z.boolean(), createdAt: Receipt.shape.createdAt },
  ),
});
export type OpenReport = z.infer<typeof OpenReport>;
