/** The parts of a receipt that carry something (SPEC §2 "Give a receipt"; issue 11). */
export interface ReceiptContent {
  receiptText?: string;
  dayContext?: string;
  intent?: string;
  category?: string;
  relationshipType?: string;
  emotionalRegulation?: readonly string[];
  conflictResolution?: readonly string[];
  voiceRecording?: string | null;
  /** The form's recording before it is uploaded. */
  voice?: unknown;
}

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
      receipt.dayContext ||
      receipt.intent ||
      receipt.category ||
      receipt.relationshipType ||
      receipt.emotionalRegulation?.length ||
      receipt.conflictResolution?.length ||
      receipt.voiceRecording ||
      receipt.voice,
  );
}
