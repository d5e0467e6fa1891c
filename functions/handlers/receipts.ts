import { blockRoutes } from '@contract/routes/blocks';
import { dashboardRoutes } from '@contract/routes/dashboard';
import { feedbackRequestRoutes } from '@contract/routes/feedback-requests';
import { followUpRoutes } from '@contract/routes/follow-ups';
import { goalRoutes } from '@contract/routes/goals';
import { journalRoutes } from '@contract/routes/journal';
import { receiptRoutes } from '@contract/routes/receipts';
import { createApiHandler } from '../http/api-handler';
import { blockSender } from './receipts/block-sender';
import { createReceipt } from './receipts/create-receipt';
import { editReceipt } from './receipts/edit-receipt';
import {
  createFeedbackRequest,
  getFeedbackRequest,
  listFeedbackRequests,
  listFeedbackRequestsForMe,
} from './receipts/feedback-requests';
import { answerFollowUp, declineFollowUp, listFollowUpsToAnswer } from './receipts/follow-up-answers';
import { askFollowUp, listGoalFollowUps } from './receipts/follow-ups';
import { getDashboard } from './receipts/get-dashboard';
import { getMyGoals } from './receipts/get-my-goals';
import { acceptHeldReceipt, listHeldForReview } from './receipts/held-for-review';
import { listBlocks } from './receipts/list-blocks';
import { listReceipts } from './receipts/list-receipts';
import { markReceiptOpened } from './receipts/mark-receipt-opened';
import { deleteReflection, getReflection, listJournal, putReflection } from './receipts/reflections';
import { reportReceipt } from './receipts/report-receipt';
import { setReceiptVisibility } from './receipts/set-receipt-visibility';
import { takeBackReceipt } from './receipts/take-back-receipt';
import { thankForReceipt } from './receipts/thank-for-receipt';
import { unblock } from './receipts/unblock';

/**
 * Receipts, one file per action in receipts/: sending (with its voice note, the only S3 work here), the
 * hub's list, taking back a receipt still held, what the recipient does with a received one (edit once, open, hide, block, report), feedback requests and their answers, goal follow-ups and theirs, what is
 * read off receipts (the goals page, the dashboard) and the blocked senders. Their route areas are
 * contract/routes/{receipts,goals,dashboard,blocks}.ts.
 */
export const handler = createApiHandler(
  'receipts',
  {
    ...receiptRoutes,
    ...blockRoutes,
    ...dashboardRoutes,
    ...feedbackRequestRoutes,
    ...followUpRoutes,
    ...goalRoutes,
    ...journalRoutes,
  },
  {
    createReceipt,
    listReceipts,
    editReceipt,
    takeBackReceipt,
    listHeldForReview,
    acceptHeldReceipt,
    thankForReceipt,
    putReflection,
    deleteReflection,
    getReflection,
    listJournal,
    createFeedbackRequest,
    listFeedbackRequests,
    listFeedbackRequestsForMe,
    getFeedbackRequest,
    askFollowUp,
    listGoalFollowUps,
    listFollowUpsToAnswer,
    answerFollowUp,
    declineFollowUp,
    markReceiptOpened,
    setReceiptVisibility,
    blockSender,
    reportReceipt,
    getMyGoals,
    getDashboard,
    listBlocks,
    unblock,
  },
);
