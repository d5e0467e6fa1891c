import * as z from 'zod/mini';

/** A toast (SPEC §3): one visible at a time, title, description and an optional action. */
export const Toast = z.object({
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  action: z.optional(z.object({ label: z.string() })),
  open: z.boolean(),
});
export type Toast = z.infer<typeof Toast>;
