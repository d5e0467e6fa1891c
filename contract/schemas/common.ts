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

export { errorCodes } from '../error-codes';

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
