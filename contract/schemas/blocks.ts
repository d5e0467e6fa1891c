import * as z from 'zod/mini';
import { Id, IsoDate } from './common';

/**
 * A row of Settings → Blocked people. `id` is the block's own opaque id (never the sender's); an anonymous
 * sender has no name.
 */
export const BlockedSender = z.object({
  id: Id,
  anonymous: z.boolean(),
  name: z.nullable(z.string()),
  blockedAt: IsoDate,
});
export type BlockedSender = z.infer<typeof BlockedSender>;

export const BlockIdParams = z.strictObject({ blockId: Id });
