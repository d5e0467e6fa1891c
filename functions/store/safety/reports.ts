import type { ReportReason } from '@contract/enums';
import { OpenReport, type ReportRequest } from '@contract/schemas/reports';
import { ulid } from 'ulid';
import type { StoredReceipt } from '../../domain/receipts';
import { decodeSingle, encodeSingle, singleStream } from '../platform/cursors';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { pageKeyShape } from '../platform/queries';
import { type TableWrite, table, transact } from '../platform/table';
import { withheldFor, withholdReceipt } from './withheld-receipts';

/** The receipt's fields a report keeps, as the contract's OpenReport picks them; never who sent it. */
const snapshotFields = Object.keys(OpenReport.shape.receipt.shape).filter(
  (field): field is keyof StoredReceipt => field !== 'hasVoiceNote',
);

/** What a report keeps of the receipt when it was made: its content, never who sent it. */
const snapshotOf = (receipt: StoredReceipt) =>
  ({
    ...Object.fromEntries(snapshotFields.map((field) => [field, receipt[field]])),
    hasVoiceNote: Boolean(receipt.voiceRecording),
  }) as OpenReport['receipt'];

/**
 * The recipient reports a receipt in their hub: the report (open, with the receipt's content) and the
 * reporter's guard are written in the transaction that withholds the receipt from their hub, profile and
 * counts. Reporting it again finds the guard and writes nothing.
 */
export async function reportReceipt(
  recipientId: string,
  receiptId: string,
  report: ReportRequest,
  now: string,
): Promise<'reported' | 'alreadyReported' | 'notFound'> {
  const reportId = ulid();
  const writes = (receipt: StoredReceipt): TableWrite[] => [
    {
      Put: {
        Item: { ...keys.reportGuard(recipientId, receiptId), entity: 'reportGuard', reportId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: {
          ...keys.report(reportId),
          ...keys.openReportIndex(now, reportId),
          entity: 'report',
          id: reportId,
          status: 'open',
          reason: report.reason,
          text: report.text,
          reportedAt: now,
          reporterId: recipientId,
          receiptId,
          // Kept for the removal's counters only: never in a response.
          senderId: receipt.senderId,
          receipt: snapshotOf(receipt),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (await withholdReceipt(recipientId, receiptId, withheldFor.report(reportId), writes)) return 'reported';
  const guard = await table.get({ Key: keys.reportGuard(recipientId, receiptId), ConsistentRead: true });
  return guard ? 'alreadyReported' : 'notFound';
}

export interface ReportItem {
  id: string;
  status: 'open' | 'dismissed' | 'removed';
  reason: ReportReason;
  text: string;
  reportedAt: string;
  /** Both ids go when that member deletes their account: the report stays, with its content only. */
  reporterId?: string;
  receiptId: string;
  senderId?: string;
  receipt: OpenReport['receipt'];
}

export const getReport = async (reportId: string) =>
  (await table.get({ Key: keys.report(reportId), ConsistentRead: true })) as ReportItem | undefined;

/** Takes the report out of the open list, once: the write fails its condition if it was handled already. */
export const closeReportWrite = (
  reportId: string,
  status: 'dismissed' | 'removed',
  now: string,
): TableWrite => ({
  Update: {
    Key: keys.report(reportId),
    UpdateExpression: `SET #status = :status, handledAt = :now REMOVE ${keys.openReportIndexAttributes.join(', ')}`,
    ConditionExpression: '#status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':now': now, ':open': 'open' },
  },
});

/** The report is closed; the receipt stays withheld from the reporter (they asked not to see it). */
export async function dismissReport(
  reportId: string,
  now: string,
): Promise<'dismissed' | 'notFound' | 'handled'> {
  const report = await getReport(reportId);
  if (!report) return 'notFound';
  const { failed } = await transact({ report: closeReportWrite(reportId, 'dismissed', now) });
  return failed.size ? 'handled' : 'dismissed';
}

const openReportList = singleStream(
  'openReports',
  pageKeyShape(queries.openReports(), {
    PK: { prefix: keys.report('').PK },
    SK: { equals: keys.report('').SK },
  }),
);

/** Open reports, newest first, as moderators see them: content only, nobody's id or name. */
export async function listOpenReports(cursor: string | undefined, limit: number) {
  const page = await table.query({
    ...queries.openReports(),
    ScanIndexForward: false,
    ExclusiveStartKey: decodeSingle(openReportList, cursor),
    Limit: limit,
  });
  const items: OpenReport[] = (page.Items ?? []).map((item) => {
    const report = item as ReportItem;
    return {
      id: report.id,
      reason: report.reason,
      text: report.text,
      reportedAt: report.reportedAt,
      receipt: report.receipt,
    };
  });
  return { items, cursor: encodeSingle(openReportList, page.LastEvaluatedKey) };
}
