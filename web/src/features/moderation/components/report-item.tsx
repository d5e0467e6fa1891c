import { reportReasonLabels } from '@contract/enums';
import * as messages from '@contract/messages';
import type { OpenReport } from '@contract/schemas/reports';
import { useEffect, useRef, useState } from 'react';
import { longDate } from '@/lib/dates';
import type { ReportDecision } from '../api/handle-report';
import { RemoveReceiptConfirm } from './remove-receipt-confirm';
import { ReportedReceipt } from './reported-receipt';

/** The heading of a report, where the focus goes when the report before it is handled. */
export const reportTitleId = (reportId: string) => `report-${reportId}-title`;

/** What a report's buttons act on, for their labels: the receipt's first words. */
function subjectOf(report: OpenReport): string {
  const text = report.receipt.receiptText.trim().replace(/\s+/g, ' ');
  if (!text) return 'a receipt with no written note';
  return `“${text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text}”`;
}

/** One open report: why, the reporter's words, the receipt as it was, and what a moderator can do. */
export function ReportItem({
  report,
  onDecide,
}: {
  report: OpenReport;
  onDecide(decision: ReportDecision): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Cancel puts the focus back where it was before the panel opened.
  useEffect(() => {
    if (wasConfirming.current && !confirming) removeButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const subject = subjectOf(report);
  const reported = longDate(report.reportedAt);

  return (
    <article className="card report-item" aria-labelledby={reportTitleId(report.id)}>
      <header className="card-head">
        <h2 id={reportTitleId(report.id)} tabIndex={-1}>
          <span className="report-item-kicker">Reported for</span> {reportReasonLabels[report.reason]}
        </h2>
        {reported ? (
          <p className="muted small">
            Reported on <time dateTime={report.reportedAt}>{reported}</time>
          </p>
        ) : null}
      </header>
      {report.text ? (
        <div className="report-item-words">
          <p className="report-item-label">In the reporter's words</p>
          <p>{report.text}</p>
        </div>
      ) : null}
      <ReportedReceipt receipt={report.receipt} />
      {confirming ? (
        <RemoveReceiptConfirm
          reportId={report.id}
          onCancel={() => setConfirming(false)}
          onConfirm={() => onDecide('remove')}
        />
      ) : (
        <div className="button-row end">
          <button
            type="button"
            className="button button-secondary"
            aria-label={`${messages.dismissReport} the report on ${subject}`}
            onClick={() => onDecide('dismiss')}
          >
            {messages.dismissReport}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button-danger-ghost"
            aria-label={`${messages.removeReportedReceipt} ${subject}`}
            onClick={() => setConfirming(true)}
          >
            {messages.removeReportedReceipt}
          </button>
        </div>
      )}
    </article>
  );
}
