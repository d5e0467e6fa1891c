import * as messages from '@contract/messages';
import { useEffect, useRef } from 'react';
import { ConfirmPanel } from '@/components/confirm-panel';

interface Props {
  reportId: string;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * "Remove receipt" confirmed in place, like the hub's Block and Report: the panel takes the button's
 * place and Cancel takes the focus, so Enter pressed twice by mistake removes nothing.
 */
export function RemoveReceiptConfirm({ reportId, onCancel, onConfirm }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <ConfirmPanel
      id={`remove-${reportId}`}
      title={messages.removeReportedReceiptTitle}
      description={messages.removeReportedReceiptConfirm}
    >
      <div className="button-row end">
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {messages.removeReportedReceipt}
        </button>
      </div>
    </ConfirmPanel>
  );
}
