import { z } from 'zod';

/** A toast (SPEC §3): one visible at a time, title, description and an optional action. */
export const Toast = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  action: z.object({ label: z.string() }).optional(),
  open: z.boolean(),
});
export type Toast = z.infer<typeof Toast>;
