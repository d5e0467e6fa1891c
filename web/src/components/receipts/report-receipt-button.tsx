import { type ReportReason, reportReasonLabels, reportReasons } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { ConfirmPanel } from '@/components/confirm-panel';
import { ErrorBanner } from '@/components/error-banner';
import { MutationError } from '@/components/mutation-error';
import { RadioChoices } from '@/components/radio-choices';
import { useToast } from '@/components/toast';
import { useReportReceipt } from '@/lib/report-receipt';
import { useFocusOnOpen } from '@/lib/use-focus-on-open';

/**
 * "Report", confirmed in place inside the receipt's dialog like Block: a reason (radio group) and, for
 * "Something else", a few words. The receipt leaves the hub once reported.
 */
export function ReportReceiptButton({ receipt, onReported }: { receipt: Receipt; onReported(): void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportReceipt();
  const { toast } = useToast();
  const legend = useFocusOnOpen<HTMLParagraphElement>(open);
  const id = `report-${receipt.id}`;

  if (!open)
    return (
      <button type="button" className="button button-danger-ghost" onClick={() => setOpen(true)}>
        {messages.reportReceipt}
      </button>
    );
  const submit = async () => {
    if (!reason) return setProblem(messages.reportReasonRequired);
    if (reason === 'other' && !text.trim()) return setProblem(messages.reportTextRequired);
    setProblem(null);
    try {
      await report.mutateAsync({ receiptId: receipt.id, report: { reason, text } });
    } catch {
      return; // shown by the alert below
    }
    toast({ title: messages.receiptReported });
    onReported();
  };
  return (
    <ConfirmPanel
      id={id}
      title={messages.reportReasonLegend}
      description={messages.reportConfirm}
      titleRef={legend}
    >
      <RadioChoices
        className="report-reasons"
        legend={messages.reportReasonLegend}
        legendHidden
        name={`${id}-reason`}
        choices={reportReasons}
        labels={reportReasonLabels}
        value={reason}
        onChange={setReason}
      />
      <label className="field-label" htmlFor={`${id}-details`}>
        {messages.reportTextLabel}
      </label>
      <textarea
        id={`${id}-details`}
        className="text-input"
        rows={3}
        maxLength={limits.reportTextMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <ErrorBanner message={problem} />
      ) : (
        <MutationError mutation={report} fallback={messages.failedToReport} />
      )}
      <div className="button-row end">
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button" className="button button-danger" disabled={report.isPending} onClick={submit}>
          {report.isPending ? 'Reporting…' : messages.reportReceipt}
        </button>
      </div>
    </ConfirmPanel>
  );
}
