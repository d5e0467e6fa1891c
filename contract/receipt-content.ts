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

/** A receipt carries something: text, at least one tag, or a voice note. */
export function hasReceiptContent(receipt: ReceiptContent): boolean {
  return Boolean(
    receipt.receiptText?.trim() ||
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
