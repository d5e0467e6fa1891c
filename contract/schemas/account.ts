import * as z from 'zod/mini';
import { withheldKinds } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { Cursor, IsoDate } from './common';
import { Contact, InnerCircleMember } from './contacts';
import { FeedbackAnswer, FeedbackRequest } from './feedback-requests';
import { FollowUpToAnswer, GoalFollowUp } from './follow-ups';
import { HelpfulTotals } from './helpful-marks';
import { Me } from './profile';
import { Receipt } from './receipts';
import { Reflection } from './reflections';
import { userText } from './text';

export const ExportQuery = z.strictObject({ cursor: z.optional(Cursor) });

/**
 * A receipt as its reader sees it in the hub (anonymous senders masked), with a short-lived voice link;
 * a received one the member withheld from their hub says why (`block`, `report`).
 */
export const ExportedReceipt = z.extend(Receipt, {
  voiceUrl: z.nullable(z.string()),
  withheld: z.nullable(z.enum(withheldKinds)),
});
export type ExportedReceipt = z.infer<typeof ExportedReceipt>;

/** What the owner entered: the derived "verified" and "shared" columns are not part of their data. */
export const ExportedContact = z.omit(Contact, { verified: true, shared: true });
export const ExportedCircleMember = z.omit(InnerCircleMember, { verified: true });

/** A feedback request as the asker reads it, each answer without its receipt (the export lists those). */
export const ExportedFeedbackRequest = z.extend(FeedbackRequest, {
  answers: z.array(z.omit(FeedbackAnswer, { receipt: true })),
});

/**
 * Everything but the receipts: profile, settings, goals, counters, contacts, inner circle, reflections,
 * feedback requests and follow-ups.
 */
export const ExportedAccount = z.object({
  exportedAt: IsoDate,
  me: Me,
  contacts: z.array(ExportedContact),
  innerCircle: z.array(ExportedCircleMember),
  /** The member's private reflections on receipts they received. */
  reflections: z.array(Reflection),
  /** The feedback requests the member made, newest first; the answers by receipt id (the receipts follow). */
  feedbackRequests: z.array(ExportedFeedbackRequest),
  /** The member's "Did I change?" follow-ups, newest first, as their goals page reads them. */
  followUps: z.array(GoalFollowUp),
  /** The follow-ups the member was asked, newest first, as their list reads them (the answers are the askers'). */
  followUpsAsked: z.array(FollowUpToAnswer),
  /** The member's totals as a giver, as they are shown them (their own marks are on the received receipts). */
  helpfulMarks: HelpfulTotals,
});
export type ExportedAccount = z.infer<typeof ExportedAccount>;

/**
 * One page of "Download my data": the first page (no cursor) carries the account, every page a slice of the
 * sent and received receipts, newest first; the site follows `cursor` until it is null.
 */
export const ExportPage = z.object({
  account: z.optional(ExportedAccount),
  receipts: z.array(ExportedReceipt),
  cursor: z.nullable(z.string()),
});
export type ExportPage = z.infer<typeof ExportPage>;

/** The account's own username, typed to confirm (compared exactly on the server). */
export const DeleteAccountRequest = z.strictObject({
  confirmUsername: z
    .string({ error: messages.deleteAccountConfirmMismatch })
    .check(
      ...userText({ identifier: true }),
      z.maxLength(limits.usernameMax, { error: messages.deleteAccountConfirmMismatch }),
    ),
});
/**
 * `deleted`: nothing of the account is left. `inProgress`: the deletion ran out of time for this request and
 * goes on with the next call (the site calls again until it is `deleted`).
 */
export const AccountDeletion = z.object({ status: z.enum(['deleted', 'inProgress']) });

/**
 * The member's Cognito access token, after they added or removed a passkey or turned two-step sign-in on or
 * off: the server reads their sign-in methods from Cognito with it (there is no admin call that lists
 * passkeys) and e-mails the member what changed since it last looked.
 */
export const SignInMethodsReport = z.strictObject({
  accessToken: z
    .string({ error: messages.signInMethodsTokenRefused })
    .check(
      z.minLength(1, { error: messages.signInMethodsTokenRefused }),
      z.maxLength(limits.accessTokenMax, { error: messages.signInMethodsTokenRefused }),
    ),
});
/** Whether anything had changed since the last report (then the member is e-mailed, once). */
export const SignInMethodsRecorded = z.object({ changed: z.boolean() });
