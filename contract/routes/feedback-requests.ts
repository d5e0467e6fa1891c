import { Empty, page } from '../schemas/common';
import {
  CreateFeedbackRequest,
  FeedbackRequest,
  FeedbackRequestForGiver,
  FeedbackRequestForMe,
  FeedbackRequestParams,
  FeedbackRequestsQuery,
  MyFeedbackRequestParams,
} from '../schemas/feedback-requests';
import { type RouteDef, route } from './route-def';

/**
 * Feedback requests: a member asks a question, to chosen contacts or by a link, and receipts sent with the
 * request's id answer it (`POST /receipts`, `requestId`).
 */
export const feedbackRequestRoutes = {
  createFeedbackRequest: route({
    method: 'POST',
    path: '/me/feedback-requests',
    auth: 'user',
    handler: 'receipts',
    body: CreateFeedbackRequest,
    response: FeedbackRequest,
    status: 201,
  }),
  /** The asker's requests, newest first: open, answered (with the answers) and expired. */
  listFeedbackRequests: route({
    method: 'GET',
    path: '/me/feedback-requests',
    auth: 'user',
    handler: 'receipts',
    query: FeedbackRequestsQuery,
    response: page(FeedbackRequest),
  }),
  /**
   * The asker reminds, once, the chosen contacts who have not answered an open request. The answer is the
   * request as listed, whoever was reminded: it never tells who has answered. 409 once resent or expired.
   */
  resendFeedbackRequest: route({
    method: 'POST',
    path: '/me/feedback-requests/{requestId}/resend',
    auth: 'user',
    handler: 'receipts',
    params: MyFeedbackRequestParams,
    body: Empty,
    response: FeedbackRequest,
  }),
  /**
   * The open requests the member was sent as a chosen contact, newest first: answering one (a receipt with
   * its id) takes it off; an expired one, a blocked pair's and an ended account's are not listed.
   */
  listFeedbackRequestsForMe: route({
    method: 'GET',
    path: '/me/feedback-requests-for-me',
    auth: 'user',
    handler: 'receipts',
    query: FeedbackRequestsQuery,
    response: page(FeedbackRequestForMe),
  }),
  /**
   * An open request as a would-be giver reads it from its link: the asker's name and the question. An
   * unknown id and a giver the asker blocked get the same 404; an expired request is 409.
   */
  getFeedbackRequest: route({
    method: 'GET',
    path: '/users/{userId}/feedback-requests/{requestId}',
    auth: 'user',
    handler: 'receipts',
    params: FeedbackRequestParams,
    response: FeedbackRequestForGiver,
  }),
} as const satisfies Record<string, RouteDef>;
