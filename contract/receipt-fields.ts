import {
  categories,
  conflictResolutions,
  dayContexts,
  emotionalRegulations,
  type GoalTag,
  goalTags,
  intents,
  relationshipTypes,
} from './enums';

/**
 * A receipt's content fields, declared once (SPEC §2 "Give a receipt"): the schemas (schemas/receipts.ts),
 * the test for content (receipt-content.ts), the stored item and the repeat check all derive from these.
 * The order is the order of the fields in every shape built from them.
 */

/** Single-choice tags: one of their values, or none (stored as the empty string). */
export const receiptTagFields = {
  dayContext: dayContexts,
  intent: intents,
  category: categories,
  relationshipType: relationshipTypes,
} as const;

/** Multiple-choice tags: any of their values, each once. */
export const receiptMultiTagFields = {
  emotionalRegulation: emotionalRegulations,
  conflictResolution: conflictResolutions,
} as const;

/**
 * Optional links: absent when the giver chose none (and on receipts from before the link existed). `goal`
 * is one of the recipient's goal tags, checked against their current public goals when the receipt is sent.
 */
export const receiptLinkFields = {
  goal: goalTags as unknown as readonly [GoalTag, ...GoalTag[]],
} as const;

/** A receipt's `tags` repeat these tags (the name the spec's lists use). */
export const receiptTagsCopyOf = 'emotionalRegulation' satisfies keyof typeof receiptMultiTagFields;

export type ReceiptTagField = keyof typeof receiptTagFields;
export type ReceiptMultiTagField = keyof typeof receiptMultiTagFields;

export const receiptTagFieldNames = Object.keys(receiptTagFields) as ReceiptTagField[];
export const receiptMultiTagFieldNames = Object.keys(receiptMultiTagFields) as ReceiptMultiTagField[];
export type ReceiptLinkField = keyof typeof receiptLinkFields;
export const receiptLinkFieldNames = Object.keys(receiptLinkFields) as ReceiptLinkField[];

/** `schemaOf` applied to each field's values (the caller states the resulting shape's type). */
export const perField = (fields: Record<string, readonly string[]>, schemaOf: (values: never) => unknown) =>
  Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, schemaOf(values as never)]));
