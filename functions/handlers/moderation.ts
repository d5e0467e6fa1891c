import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { moderationRoutes } from '@contract/routes/moderation';
import { createApiHandler } from '../http/api-handler';
import { conflict, notFound } from '../http/errors';
import { requireModerator } from '../http/moderator';
import { removeReportedReceipt } from '../store/safety/report-removal';
import { dismissReport, listOpenReports } from '../store/safety/reports';

/** What a moderator is told when the report is unknown, or was handled by someone else first. */
const refused = (outcome: 'notFound' | 'handled') =>
  outcome === 'notFound' ? notFound(messages.reportNotFound) : conflict(messages.reportAlreadyHandled);

/** The moderators' reports: every route refuses anyone outside the `moderators` group first. */
export const handler = createApiHandler('moderation', moderationRoutes, {
  listOpenReports: async ({ caller, query }) => {
    requireModerator(caller);
    return listOpenReports(query.cursor, query.limit ?? limits.pageSizeDefault);
  },

  dismissReport: async ({ caller, params }) => {
    requireModerator(caller);
    const outcome = await dismissReport(params.reportId, new Date().toISOString());
    if (outcome !== 'dismissed') throw refused(outcome);
    return {};
  },

  removeReportedReceipt: async ({ caller, params }) => {
    requireModerator(caller);
    const outcome = await removeReportedReceipt(params.reportId, new Date().toISOString());
    if (outcome !== 'removed') throw refused(outcome);
    return {};
  },
});
