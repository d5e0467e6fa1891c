import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { EditReceiptRequest, type Receipt } from '@contract/schemas/receipts';
import { useEffect } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
import { SubmitButton } from '@/components/submit-button';
import { TextAreaField } from '@/components/text-area-field';
import { apiMessageOr, useContractForm } from '@/lib/use-contract-form';
import { useEditReceipt } from '../api/profile-receipts';

export function EditReceiptDialog({ receipt, onClose }: { receipt: Receipt | null; onClose(): void }) {
  const edit = useEditReceipt();
  const { field, reset, watch, formState, formError, setFormError, submitWith } = useContractForm(
    EditReceiptRequest,
    { receiptText: '' },
  );
  const text = watch('receiptText');

  useEffect(() => {
    reset({ receiptText: receipt?.receiptText ?? '' });
    setFormError(null);
  }, [receipt, reset, setFormError]);

  const save = submitWith(async ({ receiptText }) => {
    if (!receipt) return;
    await edit.mutateAsync({ id: receipt.id, text: receiptText });
    onClose();
  }, apiMessageOr(messages.failedToUpdateReceipt));

  return (
    <DialogFrame
      open={receipt !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Receipt"
      description="You can edit a receipt once. The original text is preserved and the edit is timestamped."
    >
      <form className="stack" noValidate onSubmit={save}>
        <TextAreaField
          label="Receipt text"
          id="edit-receipt-text"
          rows={5}
          limit={limits.receiptTextMax}
          length={text.length}
          {...field('receiptText')}
        />
        <FieldError message={formError} />
        <DialogActions>
          <SubmitButton busy={formState.isSubmitting} busyText="Saving..." disabled={!text.trim()}>
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
