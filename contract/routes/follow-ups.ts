import { Empty, page } from '../schemas/common';
import {
  AnswerFollowUp,
  AskFollowUp,
  FollowUpParams,
  FollowUpToAnswer,
  GoalFollowUp,
  GoalFollowUpsQuery,
} from '../schemas/follow-ups';
import { type RouteDef, route } from './route-def';

/**
 * "Did I change?": a member asks everyone who gave receipts linked to one of their goals one follow-up
 * question; the givers answer or decline. Who was asked, and which giver answered anonymously, stays in the
 * table: no response names them.
 */
export const followUpRoutes = {
  askFollowUp: route({
    method: 'POST',
    path: '/me/goal-follow-ups',
    auth: 'user',
    handler: 'receipts',
    body: AskFollowUp,
    response: GoalFollowUp,
    status: 201,
  }),
  /** The asker's follow-ups, newest first, each with its original receipts (before) and answers (after). */
  listGoalFollowUps: route({
    method: 'GET',
    path: '/me/goal-follow-ups',
    auth: 'user',
    handler: 'receipts',
    query: GoalFollowUpsQuery,
    response: page(GoalFollowUp),
  }),
  /** The follow-ups the caller was asked as a giver, newest first. */
  listFollowUpsToAnswer: route({
    method: 'GET',
    path: '/me/follow-ups',
    auth: 'user',
    handler: 'receipts',
    response: page(FollowUpToAnswer),
  }),
  /** An unknown id, another's, and one from an asker the caller is blocked with all answer 404 alike. */
  answerFollowUp: route({
    method: 'POST',
    path: '/me/follow-ups/{followUpId}/answer',
    auth: 'user',
    handler: 'receipts',
    params: FollowUpParams,
    body: AnswerFollowUp,
    response: FollowUpToAnswer,
  }),
  declineFollowUp: route({
    method: 'POST',
    path: '/me/follow-ups/{followUpId}/decline',
    auth: 'user',
    handler: 'receipts',
    params: FollowUpParams,
    body: Empty,
    response: FollowUpToAnswer,
  }),
} as const satisfies Record<string, RouteDef>;
