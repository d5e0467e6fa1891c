import * as z from 'zod/mini';

/** One queue message: a member's digest of one week, with the window the planner fixed for that week. */
export const DigestJob = z.object({
  userId: z.string().check(z.minLength(1)),
  isoWeek: z.string().check(z.regex(/^\d{4}-W\d{2}$/)),
  since: z.iso.datetime(),
  until: z.iso.datetime(),
});
export type DigestJob = z.infer<typeof DigestJob>;

/** Where the planner puts jobs: SQS in AWS, the local runner's in-process queue locally. */
export type EnqueueDigests = (jobs: readonly DigestJob[]) => Promise<void>;
