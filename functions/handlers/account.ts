import type { WithheldKind } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { accountRoutes } from '@contract/routes/account';
import type { ExportedAccount, ExportedReceipt } from '@contract/schemas/account';
import { requestView } from '../domain/feedback-requests';
import { askView, followUpView } from '../domain/follow-ups';
import { voiceContentType } from '../domain/media-types';
import { receiptFor, type StoredReceipt } from '../domain/receipts';
import { createApiHandler } from '../http/api-handler';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { takeOrRefuse } from '../http/limit-refusal';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { beginDeletion, continueDeletion, getDeletion } from '../store/account/account-deletion';
import {
  addressBookOf,
  feedbackRequestsOf,
  followUpsAskedOf,
  followUpsOf,
} from '../store/account/account-export';
import { signInMethodsOf } from '../store/account/cognito-sign-in-methods';
import { presignDownload } from '../store/media/media';
import { memberNames } from '../store/members/user-directory';
import { getProfile, toMe } from '../store/profiles/profiles';
import { recordSignInMethods } from '../store/profiles/sign-in-methods';
import { helpfulTotalsFor } from '../store/receipts/helpful-marks';
import { listReceiptsForExport } from '../store/receipts/receipt-lists';
import { allReflections } from '../store/receipts/reflections';
import { memberSubject } from '../store/shared/account-limits';

/**
 * The account as a whole: "Download my data". Paged rather than one file: a Lambda behind HTTP API answers
 * within 29 s and 6 MB, which thousands of receipts (with a presigned link each) would not fit in, and a
 * file built into S3 would need an asynchronous job, its state and a second bucket policy. Each page here
 * is one bounded DynamoDB read; the site follows the cursor and writes the JSON and CSV files itself.
 */

async function exported(
  { receipt, withheld }: { receipt: StoredReceipt; withheld: WithheldKind | null },
  callerId: string,
): Promise<ExportedReceipt> {
  const voiceUrl = receipt.voiceRecording
    ? await presignDownload(receipt.voiceRecording, voiceContentType)
    : null;
  return { ...receiptFor(receipt, callerId), voiceUrl, withheld };
}

async function accountOf(userId: string): Promise<ExportedAccount> {
  const [profile, book, reflections, requests, followUps, asked, helpfulMarks] = await Promise.all([
    getProfile(userId),
    addressBookOf(userId),
    allReflections(userId),
    feedbackRequestsOf(userId),
    followUpsOf(userId),
    followUpsAskedOf(userId),
    helpfulTotalsFor(userId),
  ]);
  if (!profile) throw notFound(messages.userNotFound);
  const now = new Date();
  const names = await memberNames(requests.flatMap(({ request }) => request.recipients));
  const feedbackRequests = requests.map(({ request, answers }) => {
    const view = requestView(request, answers, now, names);
    return { ...view, answers: view.answers.map(({ receipt: _, ...answer }) => answer) };
  });
  return {
    exportedAt: now.toISOString(),
    me: toMe(profile),
    ...book,
    reflections,
    feedbackRequests,
    followUps: followUps.map(({ followUp, before }) => followUpView(followUp, before)),
    followUpsAsked: asked.map(askView),
    helpfulMarks,
  };
}

/** Work time per deletion request, well inside the function's 10 s timeout (a batch under way finishes after it); the site calls again. */
const deletionBudgetMs = 5_000;

export const handler = createApiHandler('account', accountRoutes, {
  exportMyData: async ({ caller, query }) => {
    const [account, page] = await Promise.all([
      query.cursor ? undefined : accountOf(caller.userId),
      listReceiptsForExport(caller.userId, query.cursor, limits.exportPageSize),
    ]);
    const receipts = await Promise.all(page.items.map((r) => exported(r, caller.userId)));
    return { ...(account ? { account } : {}), receipts, cursor: page.cursor };
  },

  /** Starts or resumes the deletion; the typed username must be the account's, exactly. */
  deleteAccount: async ({ caller, body }) => {
    const started = await getDeletion(caller.userId);
    const profile = started ? null : await getProfile(caller.userId);
    const username = started?.username ?? profile?.username;
    if (!username) throw notFound(messages.userNotFound);
    if (body.confirmUsername !== username) throw badRequest(messages.deleteAccountConfirmMismatch);
    const marker = started ?? (await beginDeletion(caller.userId, profile!, new Date().toISOString()));
    const done = await continueDeletion(caller.userId, marker, Date.now() + deletionBudgetMs);
    if (done) countMetric(businessMetrics.accountsDeleted);
    return { status: done ? 'deleted' : 'inProgress' };
  },

  /**
   * Reads the caller's passkeys and two-step sign-in from Cognito with their access token (which must be the
   * caller's own), and records what changed since the last report: the notifier e-mails them.
   */
  recordSignInMethods: async ({ caller, body }) => {
    // Taken first: a refused report asks Cognito nothing (its quota is the whole account's).
    const now = new Date();
    await takeOrRefuse('signInMethodReportsPerHour', memberSubject(caller.userId), now);
    const found = await signInMethodsOf(body.accessToken);
    if (!found) throw unauthorized(messages.signInMethodsTokenRefused);
    if (found.userId !== caller.userId) throw forbidden();
    const changes = await recordSignInMethods(caller.userId, found.methods, now.toISOString());
    if (!changes) throw notFound(messages.userNotFound);
    return { changed: changes.length > 0 };
  },
});
