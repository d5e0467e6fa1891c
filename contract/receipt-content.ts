import { invisible } from './invisible-characters';
import {
  type ReceiptMultiTagField,
  type ReceiptTagField,
  receiptMultiTagFieldNames,
  receiptTagFieldNames,
} from './receipt-fields';

/** The parts of a receipt that carry something (SPEC §2 "Give a receipt"). */
export type ReceiptContent = Partial<Record<ReceiptTagField, string>> &
  Partial<Record<ReceiptMultiTagField, readonly string[]>> & {
    receiptText?: string;
    voiceRecording?: string | null;
    /** The form's recording before it is uploaded. */
    voice?: unknown;
  };

/** Whether a text shows anything at all: a text of only invisible characters is empty. */
export const hasVisibleText = (text: string | undefined) => Boolean(text?.replace(invisible, ''));

/** A receipt carries something: text that shows, at least one tag, or a voice note. */
export function hasReceiptContent(receipt: ReceiptContent): boolean {
  return Boolean(
    hasVisibleText(receipt.receiptText) ||
      receiptTagFieldNames.some((field) => receipt[field]) ||
      receiptMultiTagFieldNames.some((field) => receipt[field]?.length) ||
      receipt.voiceRecording ||
      receipt.voice,
  );
}
