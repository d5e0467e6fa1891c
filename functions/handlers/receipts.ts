import { blockRoutes } from '@contract/routes/blocks';
import { dashboardRoutes } from '@contract/routes/dashboard';
import { feedbackRequestRoutes } from '@contract/routes/feedback-requests';
import { followUpRoutes } from '@contract/routes/follow-ups';
import { goalRoutes } from '@contract/routes/goals';
import { helpfulMarkRoutes } from '@contract/routes/helpful-marks';
import { journalRoutes } from '@contract/routes/journal';
import { receiptRoutes } from '@contract/routes/receipts';
import { createApiHandler } from '../http/api-handler';
import { onFirstUse } from '../http/on-first-use';

/**
 * Receipts, one file per action in receipts/: sending (with its voice note, the only S3 work here), the
 * hub's list, taking back a receipt still held, what the recipient does with a received one (edit once, open, hide, mark helpful, block, report), feedback requests and their answers, goal follow-ups and theirs, what is
 * read off receipts (the goals page, the dashboard) and the blocked senders. Their route areas are
 * contract/routes/{receipts,goals,dashboard,blocks}.ts. Each action's file is imported on its first request
 * (`onFirstUse`): a cold start reads the routes and the caller check, not the code of some thirty routes.
 */
export const handler = createApiHandler(
  'receipts',
  {
    ...receiptRoutes,
    ...helpfulMarkRoutes,
    ...blockRoutes,
    ...dashboardRoutes,
    ...feedbackRequestRoutes,
    ...followUpRoutes,
    ...goalRoutes,
    ...journalRoutes,
  },
  {
    createReceipt: onFirstUse(() => import('./receipts/create-receipt'), 'createReceipt'),
    listReceipts: onFirstUse(() => import('./receipts/list-receipts'), 'listReceipts'),
    editReceipt: onFirstUse(() => import('./receipts/edit-receipt'), 'editReceipt'),
    takeBackReceipt: onFirstUse(() => import('./receipts/take-back-receipt'), 'takeBackReceipt'),
    listHeldForReview: onFirstUse(() => import('./receipts/held-for-review'), 'listHeldForReview'),
    acceptHeldReceipt: onFirstUse(() => import('./receipts/held-for-review'), 'acceptHeldReceipt'),
    thankForReceipt: onFirstUse(() => import('./receipts/thank-for-receipt'), 'thankForReceipt'),
    markReceiptHelpful: onFirstUse(() => import('./receipts/helpful-marks'), 'markReceiptHelpful'),
    getHelpfulTotals: onFirstUse(() => import('./receipts/helpful-marks'), 'getHelpfulTotals'),
    putReflection: onFirstUse(() => import('./receipts/reflections'), 'putReflection'),
    deleteReflection: onFirstUse(() => import('./receipts/reflections'), 'deleteReflection'),
    getReflection: onFirstUse(() => import('./receipts/reflections'), 'getReflection'),
    listJournal: onFirstUse(() => import('./receipts/reflections'), 'listJournal'),
    createFeedbackRequest: onFirstUse(() => import('./receipts/feedback-requests'), 'createFeedbackRequest'),
    listFeedbackRequests: onFirstUse(() => import('./receipts/feedback-requests'), 'listFeedbackRequests'),
    listFeedbackRequestsForMe: onFirstUse(
      () => import('./receipts/feedback-requests'),
      'listFeedbackRequestsForMe',
    ),
    getFeedbackRequest: onFirstUse(() => import('./receipts/feedback-requests'), 'getFeedbackRequest'),
    resendFeedbackRequest: onFirstUse(() => import('./receipts/feedback-requests'), 'resendFeedbackRequest'),
    askFollowUp: onFirstUse(() => import('./receipts/follow-ups'), 'askFollowUp'),
    listGoalFollowUps: onFirstUse(() => import('./receipts/follow-ups'), 'listGoalFollowUps'),
    listFollowUpsToAnswer: onFirstUse(() => import('./receipts/follow-up-answers'), 'listFollowUpsToAnswer'),
    answerFollowUp: onFirstUse(() => import('./receipts/follow-up-answers'), 'answerFollowUp'),
    declineFollowUp: onFirstUse(() => import('./receipts/follow-up-answers'), 'declineFollowUp'),
    markReceiptOpened: onFirstUse(() => import('./receipts/mark-receipt-opened'), 'markReceiptOpened'),
    setReceiptVisibility: onFirstUse(
      () => import('./receipts/set-receipt-visibility'),
      'setReceiptVisibility',
    ),
    blockSender: onFirstUse(() => import('./receipts/block-sender'), 'blockSender'),
    reportReceipt: onFirstUse(() => import('./receipts/report-receipt'), 'reportReceipt'),
    getMyGoals: onFirstUse(() => import('./receipts/get-my-goals'), 'getMyGoals'),
    setGoalOnWall: onFirstUse(() => import('./receipts/goal-wall'), 'setGoalOnWall'),
    getDashboard: onFirstUse(() => import('./receipts/get-dashboard'), 'getDashboard'),
    listBlocks: onFirstUse(() => import('./receipts/list-blocks'), 'listBlocks'),
    unblock: onFirstUse(() => import('./receipts/unblock'), 'unblock'),
  },
);
