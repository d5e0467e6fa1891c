import { Empty, PageQuery, page } from '../schemas/common';
import { OpenReport, ReportIdParams } from '../schemas/reports';
import { type RouteDef, route } from './route-def';

/** The moderators' reports: members of the `moderators` group only. */
export const moderationRoutes = {
  /** Open reports, newest first. */
  listOpenReports: route({
    method: 'GET',
    path: '/moderation/reports',
    auth: 'user',
    handler: 'moderation',
    query: PageQuery,
    response: page(OpenReport),
  }),
  /** The report is closed; the receipt stays out of the reporter's hub. */
  dismissReport: route({
    method: 'POST',
    path: '/moderation/reports/{reportId}/dismiss',
    auth: 'user',
    handler: 'moderation',
    params: ReportIdParams,
    body: Empty,
    response: Empty,
  }),
  /** The report is closed and the receipt removed for both people, with every count it was in. */
  removeReportedReceipt: route({
    method: 'POST',
    path: '/moderation/reports/{reportId}/remove',
    auth: 'user',
    handler: 'moderation',
    params: ReportIdParams,
    body: Empty,
    response: Empty,
  }),
} as const satisfies Record<string, RouteDef>;
