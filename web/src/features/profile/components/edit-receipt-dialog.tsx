import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useEditReceipt } from '../api/profile-receipts';

export function EditReceiptDialog({ receipt, onClose }: { receipt: Receipt | null; onClose(): void }) {
  const edit = useEditReceipt();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(receipt?.receiptText ?? '');
    setError(null);
  }, [receipt]);

  const save = async () => {
    if (!receipt) return;
    setError(null);
    try {
      await edit.mutateAsync({ id: receipt.id, text });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.failedToUpdateReceipt);
    }
  };

  return (
    <Dialog.Root open={receipt !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Edit Receipt</Dialog.Title>
          <Dialog.Description className="muted small">
            You can edit a receipt once. The original text is preserved and the edit is timestamped.
          </Dialog.Description>
          <div className="field">
            <label htmlFor="edit-receipt-text">Receipt text</label>
            <textarea
              id="edit-receipt-text"
              rows={5}
              maxLength={limits.receiptTextMax}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <span className="field-hint">
              {text.length}/{limits.receiptTextMax} characters
            </span>
          </div>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="button-row end">
            <Dialog.Close asChild>
              <button type="button" className="button button-secondary">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button-primary"
              disabled={!text.trim() || edit.isPending}
              onClick={() => void save()}
            >
              {edit.isPending ? 'Saving...' : 'Save'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
