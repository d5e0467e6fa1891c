import { formerMemberSender } from '../../domain/receipts';
import { deleteMedia } from '../media/media';
import * as keys from '../platform/keys';
import { table, transact } from '../platform/table';
import { givenBackWrite, sentToWrite } from '../profiles/counters';
import { toStoredReceipt } from '../shared/receipt-item';
import { closeReportWrite, getReport } from './reports';
import { withheldFor } from './withheld-receipts';

/**
 * A moderator removes a reported receipt: the report is closed, the withheld receipt deleted (it leaves
 * the sender's sent list with it) and the sender's counters (sent, per category, anonymous, per recipient)
 * given back, all in one transaction; then its voice note is deleted. The reporter's counts left it when
 * it was reported.
 */
export async function removeReportedReceipt(
  reportId: string,
  now: string,
): Promise<'removed' | 'notFound' | 'handled'> {
  const report = await getReport(reportId);
  if (!report) return 'notFound';
  if (report.status !== 'open') return 'handled';
  const reason = withheldFor.report(reportId);
  const { reporterId } = report;
  const item =
    reporterId &&
    (await table.get({ Key: keys.withheldReceipt(reporterId, report.receiptId), ConsistentRead: true }));
  // Gone with the reporter's account: only the report is left to close.
  const receipt = reporterId && item && item.withheldFor === reason ? toStoredReceipt(item) : null;
  let withSender = receipt !== null && receipt.senderId !== formerMemberSender.senderId;
  for (;;) {
    const { failed } = await transact({
      report: closeReportWrite(reportId, 'removed', now),
      receipt: receipt && {
        Delete: {
          Key: keys.withheldReceipt(receipt.recipientId, receipt.id),
          ConditionExpression: 'withheldFor = :reason',
          ExpressionAttributeValues: { ':reason': reason },
        },
      },
      sender:
        receipt && withSender
          ? [givenBackWrite(receipt), sentToWrite(receipt.senderId, receipt.recipientId, -1)]
          : null,
    });
    if (!failed.size) break;
    if (failed.has('report') || failed.has('receipt')) return 'handled';
    // The sender's account is gone (deleted meanwhile): nothing of theirs to give back.
    withSender = false;
  }
  if (receipt?.voiceRecording) await deleteMedia(receipt.voiceRecording);
  return 'removed';
}
