import { z } from 'zod';
import {
  categories,
  conflictResolutions,
  dayContexts,
  emotionalRegulations,
  intents,
  receiptBoxes,
  receiptDirections,
  relationshipTypes,
} from '../enums';
import { limits } from '../limits';
import { messages } from '../messages';
import { Cursor, Id, IsoDate } from './common';

/** Single-choice tags: a missing value is stored as the empty string (SPEC §5). */
const orEmpty = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');

export const Receipt = z.object({
  id: Id,
  senderId: Id,
  senderName: z.string(),
  recipientId: Id,
  recipientName: z.string(),
  recipientUsername: z.string(),
  anonymous: z.boolean(),
  dayContext: z.union([z.enum(dayContexts), z.literal('')]),
  intent: z.union([z.enum(intents), z.literal('')]),
  category: z.union([z.enum(categories), z.literal('')]),
  relationshipType: z.union([z.enum(relationshipTypes), z.literal('')]),
  emotionalRegulation: z.array(z.enum(emotionalRegulations)),
  conflictResolution: z.array(z.enum(conflictResolutions)),
  tags: z.array(z.enum(emotionalRegulations)),
  receiptText: z.string(),
  voiceRecording: z.string().nullable(),
  originalText: z.string().optional(),
  editedAt: IsoDate.optional(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  type: z.enum(receiptDirections),
});
export type Receipt = z.infer<typeof Receipt>;

export const CreateReceiptRequest = z.strictObject({
  clientRequestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Invalid request id' }),
  recipientId: z
    .string({ error: messages.selectRecipient })
    .min(1, { error: messages.selectRecipient })
    .pipe(Id),
  anonymous: z.boolean().default(false),
  dayContext: orEmpty(dayContexts),
  intent: orEmpty(intents),
  category: orEmpty(categories),
  relationshipType: orEmpty(relationshipTypes),
  emotionalRegulation: z.array(z.enum(emotionalRegulations)).max(emotionalRegulations.length).default([]),
  conflictResolution: z.array(z.enum(conflictResolutions)).max(conflictResolutions.length).default([]),
  receiptText: z
    .string()
    .max(limits.receiptTextMax, { error: messages.receiptTextTooLong })
    .trim()
    .default(''),
  voiceRecording: z.string().max(1024).nullable().default(null),
});
export type CreateReceiptRequest = z.input<typeof CreateReceiptRequest>;

export const ListReceiptsQuery = z.strictObject({
  box: z.enum(receiptBoxes).default('all'),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).optional(),
  category: z.union([z.enum(categories), z.literal('Other')]).optional(),
  q: z.string().trim().max(100).optional(),
});

export const ReceiptIdParams = z.strictObject({ receiptId: Id });

export const EditReceiptRequest = z.strictObject({
  receiptText: z
    .string({ error: messages.receiptTextEmpty })
    .trim()
    .min(1, { error: messages.receiptTextEmpty })
    .max(limits.receiptTextMax, { error: messages.receiptTextTooLong }),
});

export const VoiceUploadRequest = z.strictObject({
  contentType: z.string().regex(/^audio\/webm(;\s*codecs=opus)?$/i, { error: messages.failedToUploadVoice }),
  size: z.number().int().min(1).max(limits.voiceRecordingMaxBytes, { error: messages.failedToUploadVoice }),
});

export const VoiceUrl = z.object({ url: z.string(), expiresAt: IsoDate });
