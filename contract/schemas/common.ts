import * as z from 'zod/mini';
import { limits } from '../limits';
import * as messages from '../messages';

/** Cognito `sub` (UUID) for users; ULIDs for receipts and contacts. Kept loose but bounded and safe for keys. */
export const idPattern = /^[A-Za-z0-9-]{1,64}$/;
export const Id = z
  .string({ error: messages.invalidRequest })
  .check(z.regex(idPattern, { error: messages.invalidId }));

export const IsoDate = z.iso.datetime();

export const Cursor = z
  .string()
  .check(
    z.maxLength(1024, { error: messages.invalidCursor }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: messages.invalidCursor }),
  );

export const PageLimit = z.coerce
  .number({ error: messages.invalidLimit })
  .check(
    z.refine(Number.isInteger, { error: messages.invalidLimit }),
    z.minimum(1, { error: messages.invalidLimit }),
    z.maximum(limits.pageSizeMax, { error: messages.invalidLimit }),
  );

export const PageQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z.optional(PageLimit),
});

export const ErrorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The `code` of an error answer: what happened, for the site to act on (the message is for people and may
 * change). The generic codes first, then the ones that tell a refusal apart from others of its status.
 */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
  /** The signed-in account was deleted or disabled (401). */
  accountEnded: 'ACCOUNT_ENDED',
  receiptToYourself: 'RECEIPT_TO_YOURSELF',
  recipientNotFound: 'RECIPIENT_NOT_FOUND',
  voiceNoteRefused: 'VOICE_NOTE_REFUSED',
  /** The recipient blocked the sender. */
  receiptNotDelivered: 'RECEIPT_NOT_DELIVERED',
  /** A slur or a threat in the receipt's words: never sent. */
  receiptTextRefused: 'RECEIPT_TEXT_REFUSED',
  /** Harsh words: a named receipt goes once the giver says "send anyway"; an anonymous one never does. */
  receiptTextHarsh: 'RECEIPT_TEXT_HARSH',
  /** The recipient takes no anonymous receipt from this sender; a named one may still go. */
  anonymousNotTaken: 'ANONYMOUS_NOT_TAKEN',
  /** Sending needs a verified e-mail address: each account then costs a real inbox. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The client request id was used before for a different receipt: the next try needs a new one. */
  receiptRequestReused: 'RECEIPT_REQUEST_REUSED',
  receiptNotSaved: 'RECEIPT_NOT_SAVED',
  /** The goal a giver linked is not one of the recipient's current public goals. */
  goalNotOffered: 'GOAL_NOT_OFFERED',
  /** No such feedback request for this giver (unknown, or its asker blocked them: one answer for both). */
  feedbackRequestNotFound: 'FEEDBACK_REQUEST_NOT_FOUND',
  /** The feedback request takes no more answers: expired, or full. */
  feedbackRequestClosed: 'FEEDBACK_REQUEST_CLOSED',
} as const;

export const Empty = z.strictObject({});

export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), cursor: z.nullable(z.string()) });
}

/** A presigned S3 POST: the browser sends `fields` plus the file as multipart form data to `url`. */
export const PresignedPost = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type PresignedPost = z.infer<typeof PresignedPost>;
