import { ReceiptContentForm } from '@contract/schemas/receipts';
import { useContractForm } from '@/lib/use-contract-form';

/** A fresh give form (no text, no tags, signed): the contract's defaults. */
export const blankReceipt: ReceiptContentForm = ReceiptContentForm.parse({});

/** The give form's text, tags and signing, checked by the contract's ReceiptContentForm. */
export const useReceiptForm = () => useContractForm(ReceiptContentForm, blankReceipt);
export type ReceiptFormState = ReturnType<typeof useReceiptForm>;
