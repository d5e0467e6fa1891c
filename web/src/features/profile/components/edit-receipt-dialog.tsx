import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { EditReceiptRequest, type Receipt } from '@contract/schemas/receipts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
import { ApiError } from '@/lib/api-client';
import { useEditReceipt } from '../api/profile-receipts';

type EditValues = { receiptText: string };

export function EditReceiptDialog({ receipt, onClose }: { receipt: Receipt | null; onClose(): void }) {
  const edit = useEditReceipt();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm<EditValues>({
    resolver: zodResolver(EditReceiptRequest),
    defaultValues: { receiptText: '' },
  });
  const text = watch('receiptText');

  useEffect(() => {
    reset({ receiptText: receipt?.receiptText ?? '' });
    setError(null);
  }, [receipt, reset]);

  const save = handleSubmit(async ({ receiptText }) => {
    if (!receipt) return;
    setError(null);
    try {
      await edit.mutateAsync({ id: receipt.id, text: receiptText });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.failedToUpdateReceipt);
    }
  });

  return (
    <DialogFrame
      open={receipt !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Receipt"
      description="You can edit a receipt once. The original text is preserved and the edit is timestamped."
    >
      <div className="field">
        <label htmlFor="edit-receipt-text">Receipt text</label>
        <textarea
          id="edit-receipt-text"
          rows={5}
          maxLength={limits.receiptTextMax}
          {...register('receiptText')}
        />
        <span className="field-hint">
          {text.length}/{limits.receiptTextMax} characters
        </span>
      </div>
      <FieldError message={formState.errors.receiptText?.message ?? error} />
      <DialogActions>
        <button
          type="button"
          className="button button-primary"
          disabled={!text.trim() || edit.isPending}
          onClick={() => void save()}
        >
          {edit.isPending ? 'Saving...' : 'Save'}
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
