import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { OpenReport } from '@contract/schemas/reports';
import { useEffect, useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoading } from '@/components/page-loading';
import { useToast } from '@/components/toast';
import { handledElsewhere, type ReportDecision, useHandleReport } from '../api/handle-report';
import { useOpenReports } from '../api/open-reports';
import { ReportItem, reportTitleId } from './report-item';

const doneToast: Record<ReportDecision, string> = {
  dismiss: messages.reportDismissed,
  remove: messages.reportedReceiptRemoved,
};

/**
 * The open reports with their states. A handled report leaves the list at once and comes back, with a
 * toast, if the API refuses; the focus moves to the next report (or the heading when none is left).
 */
export function OpenReports({ headingId }: { headingId: string }) {
  const reports = useOpenReports();
  const handle = useHandleReport();
  const { toast } = useToast();
  const [handling, setHandling] = useState<ReadonlySet<string>>(new Set());
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const items = (reports.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => !handling.has(r.id));

  useEffect(() => {
    if (!focusTo) return;
    document.getElementById(focusTo)?.focus();
    setFocusTo(null);
  }, [focusTo]);
  const nextPageFailed = reports.isFetchNextPageError;
  // Everything loaded was handled but more are open: read on rather than say there are none.
  const readOn = items.length === 0 && reports.hasNextPage && !nextPageFailed;
  useEffect(() => {
    if (readOn && !reports.isFetching) void reports.fetchNextPage();
  }, [readOn, reports.isFetching, reports.fetchNextPage]);

  const decide = async (report: OpenReport, decision: ReportDecision) => {
    const at = items.findIndex((r) => r.id === report.id);
    const next = items[at + 1] ?? items[at - 1];
    setFocusTo(next ? reportTitleId(next.id) : headingId);
    setHandling((ids) => new Set(ids).add(report.id));
    try {
      await handle.mutateAsync({ reportId: report.id, decision });
      toast({ title: doneToast[decision] });
    } catch (error) {
      const message = error instanceof Error ? error.message : messages.failedToHandleReport;
      if (handledElsewhere(error)) return void toast({ title: message });
      setHandling((ids) => {
        const back = new Set(ids);
        back.delete(report.id);
        return back;
      });
      toast({ title: messages.failedToHandleReport, description: message });
    }
  };

  const loadError = reports.error && format(messages.errorLoadingReports, { message: reports.error.message });
  if (reports.isPending || readOn) return <PageLoading label="Loading open reports…" />;
  if (items.length === 0 && loadError)
    return (
      <div className="stack">
        <p className="error-banner" role="alert">
          {loadError}
        </p>
        <div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void (nextPageFailed ? reports.fetchNextPage() : reports.refetch())}
          >
            Retry
          </button>
        </div>
      </div>
    );
  if (items.length === 0)
    return (
      <div className="empty moderation-empty">
        <p className="moderation-empty-title">{messages.noOpenReports}</p>
        <p className="muted small">{messages.noOpenReportsHint}</p>
      </div>
    );
  return (
    <>
      <ul className="report-list" aria-label="Open reports">
        {items.map((report) => (
          <li key={report.id}>
            <ReportItem report={report} onDecide={(decision) => void decide(report, decision)} />
          </li>
        ))}
      </ul>
      {/* A page that failed to load keeps the reports shown; Load more tries it again. */}
      {nextPageFailed && loadError ? (
        <p className="error-banner" role="alert">
          {loadError}
        </p>
      ) : null}
      <LoadMoreButton pages={reports} />
    </>
  );
}
