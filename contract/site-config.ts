import * as z from 'zod/mini';

/**
 * What the site reads from `/config.json`: written at deploy time by the Site stack with the stage's
 * endpoints, and served by the local dev server with the emulators' endpoints.
 */
export const SiteConfig = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  apiUrl: z.string(),
  /** Local stack only: cognito-local's endpoint for Amplify's `userPoolEndpoint`. */
  userPoolEndpoint: z.optional(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
