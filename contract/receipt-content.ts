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

/**
 * Characters that show nothing on their own: white space, format characters (zero-width space and
 * joiners, BOM, soft hyphen, tag characters) and the blank letters (Hangul fillers, braille blank).
 */
const invisible = /[\s\p{Cf}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]/gu;

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
