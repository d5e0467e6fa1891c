import * as z from 'zod/mini';
import { categories, helpfulMarks, receiptBoxes, receiptDirections, thanksReactions } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { hasReceiptContent, hasVisibleText } from '../receipt-content';
import {
  perField,
  receiptLinkFields,
  receiptMultiTagFields,
  receiptTagFields,
  receiptTagsCopyOf,
} from '../receipt-fields';
import { Cursor, Id, IsoDate, idPattern, PageLimit } from './common';
import { maxChars, userText } from './text';

type Values = readonly [string, ...string[]];
type Tags = typeof receiptTagFields;
type MultiTags = typeof receiptMultiTagFields;
type Links = typeof receiptLinkFields;

const oneOf = <T extends Values>(values: T) => z.union([z.enum(values), z.literal('')]);
const anyOf = <T extends Values>(values: T) => z.array(z.enum(values));
/** Links: absent when none was chosen. */
const maybe = <T extends Values>(values: T) => z.optional(z.enum(values));
const links = perField(receiptLinkFields, maybe) as {
  [K in keyof Links]: ReturnType<typeof maybe<Links[K]>>;
};
/** Single-choice tags: a missing value is stored as the empty string (SPEC §5). */
const orEmpty = <T extends Values>(values: T) => z._default(oneOf(values), '' as const);

/** What a recipient sends back on a receipt: one of the fixed reactions and an optional short line. */
export const ThanksRequest = z.strictObject({
  reaction: z.enum(thanksReactions),
  line: z._default(
    z.string().check(...userText(), z.maxLength(limits.thanksLineMax, { error: messages.thanksLineTooLong })),
    '',
  ),
});
export type ThanksRequest = z.input<typeof ThanksRequest>;

export const Thanks = z.object({
  reaction: z.enum(thanksReactions),
  line: z.string(),
  at: IsoDate,
  /** Set by the one change a thank-you may have. */
  changedAt: z.optional(IsoDate),
});
export type Thanks = z.infer<typeof Thanks>;

export const ReceiptRecord = z.object({
  id: Id,
  senderId: Id,
  senderName: z.string(),
  recipientId: Id,
  recipientName: z.string(),
  recipientUsername: z.string(),
  anonymous: z.boolean(),
  ...(perField(receiptTagFields, oneOf) as { [K in keyof Tags]: ReturnType<typeof oneOf<Tags[K]>> }),
  ...(perField(receiptMultiTagFields, anyOf) as {
    [K in keyof MultiTags]: ReturnType<typeof anyOf<MultiTags[K]>>;
  }),
  tags: anyOf(receiptMultiTagFields[receiptTagsCopyOf]),
  ...links,
  receiptText: z.string(),
  voiceRecording: z.nullable(z.string()),
  originalText: z.optional(z.string()),
  editedAt: z.optional(IsoDate),
  /** When the recipient first opened it; only the recipient is told (no read receipts for the sender). */
  openedAt: z.optional(IsoDate),
  /** When the recipient hid it from their public profile; only the recipient is told. */
  hiddenAt: z.optional(IsoDate),
  /** The recipient's thank-you, which the giver sees on this receipt (anonymous or not). */
  thanks: z.optional(Thanks),
  /** The recipient's helpful marks: told to the recipient alone (its giver sees only totals of many). */
  marks: z.optional(z.array(z.enum(helpfulMarks))),
  /**
   * An anonymous receipt held for its recipient's daily delivery: when it reaches them. Kept in the table
   * only: the giver is told `held` (a receipt), never this time, which would tell them the recipient's
   * time zone and delivery hour. A delivered one has no such field, and its `createdAt` is the delivery time.
   */
  deliversAt: z.optional(IsoDate),
  /** Sent past the harshness prompt ("send anyway"): its words are on the list of harsh words. */
  flagged: z.optional(z.boolean()),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
/** A receipt as the table keeps it: one record shared by sender and recipient. */
export type ReceiptRecord = z.infer<typeof ReceiptRecord>;

/** A receipt as one party sees it: the record and its direction for that party. */
export const Receipt = z.extend(z.omit(ReceiptRecord, { deliversAt: true }), {
  type: z.enum(receiptDirections),
  /**
   * An anonymous receipt still held for its recipient's daily delivery (only its giver sees one): it
   * delivers within a day, and may be taken back until then.
   */
  held: z.optional(z.literal(true)),
});
export type Receipt = z.infer<typeof Receipt>;

const multi = <T extends Values>(values: T) =>
  z._default(z.array(z.enum(values)).check(z.maxLength(values.length)), []);

/** What the giver writes and chooses in the give form's minute: the text, the tags and whether to sign. */
export const ReceiptContentForm = z.strictObject({
  anonymous: z._default(z.boolean(), false),
  /** The giver was told these words may land harder than they mean, and sends them as they are (named only). */
  sendAnyway: z._default(z.boolean(), false),
  ...(perField(receiptTagFields, orEmpty) as { [K in keyof Tags]: ReturnType<typeof orEmpty<Tags[K]>> }),
  ...(perField(receiptMultiTagFields, multi) as {
    [K in keyof MultiTags]: ReturnType<typeof multi<MultiTags[K]>>;
  }),
  ...links,
  receiptText: z._default(
    z
      .string()
      .check(
        ...userText({ multiline: true, screened: true }),
        z.maxLength(limits.receiptTextMax, { error: messages.receiptTextTooLong }),
      ),
    '',
  ),
});
export type ReceiptContentForm = z.input<typeof ReceiptContentForm>;

export const CreateReceiptRequest = z
  .extend(ReceiptContentForm, {
    clientRequestId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: messages.invalidRequestId })),
    recipientId: z
      .string({ error: messages.selectRecipient })
      .check(
        z.minLength(1, { error: messages.selectRecipient }),
        z.regex(idPattern, { error: messages.invalidId }),
      ),
    voiceRecording: z._default(z.nullable(z.string().check(z.maxLength(1024))), null),
    /** The recipient's feedback request this receipt answers (its link's `request`). */
    requestId: z.optional(Id),
  })
  .check(z.refine(hasReceiptContent, { error: messages.receiptEmpty }));
export type CreateReceiptRequest = z.input<typeof CreateReceiptRequest>;

export const ListReceiptsQuery = z.strictObject({
  box: z._default(z.enum(receiptBoxes), 'all'),
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
  category: z.optional(z.union([z.enum(categories), z.literal('Other')])),
  q: z.optional(
    z.string().check(...userText({ identifier: true }), maxChars('Search', limits.searchTermMax)),
  ),
});

/** The recipient hides a received receipt from their public profile, or shows it again. */
export const ReceiptVisibilityRequest = z.strictObject({ hidden: z.boolean() });

export const ReceiptIdParams = z.strictObject({ receiptId: Id });

export const EditReceiptRequest = z.strictObject({
  receiptText: z
    .string({ error: messages.receiptTextEmpty })
    .check(
      ...userText({ multiline: true, screened: true }),
      z.refine(hasVisibleText, { error: messages.receiptTextEmpty, abort: true }),
      z.maxLength(limits.receiptTextMax, { error: messages.receiptTextTooLong }),
    ),
});

export const VoiceUploadRequest = z.strictObject({
  contentType: z
    .string()
    .check(z.regex(/^audio\/webm(;\s*codecs=opus)?$/i, { error: messages.failedToUploadVoice })),
  size: z
    .number()
    .check(
      z.refine(Number.isInteger, { error: messages.failedToUploadVoice }),
      z.minimum(1, { error: messages.failedToUploadVoice }),
      z.maximum(limits.voiceRecordingMaxBytes, { error: messages.failedToUploadVoice }),
    ),
});

export const VoiceUrl = z.object({ url: z.string(), expiresAt: IsoDate });
