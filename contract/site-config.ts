import * as z from 'zod/mini';

/** The networks the landing footer has an icon for. */
export const socialNetworks = ['x', 'instagram', 'facebook', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Where the footer's social icons go: https addresses only. */
export const SocialUrls = z.partialRecord(
  z.enum(socialNetworks),
  z.string().check(z.url({ protocol: /^https$/ })),
);
export type SocialUrls = z.infer<typeof SocialUrls>;

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
  /** How the site signs in: SRP in AWS, the password flow only against cognito-local (which has no SRP). */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Whether settings offer TOTP two-step sign-in (Cognito in AWS does; cognito-local has no TOTP). */
  totpMfa: z.boolean(),
  /**
   * Whether members may add passkeys and sign in with them: where the user pool has a relying party for them
   * (the stage's site domain in AWS; the local shim's always).
   */
  passkeys: z.optional(z.boolean()),
  /**
   * The footer's social icons' addresses, per stage (`-c socialUrls='{"instagram":"https://…"}'`, or the
   * local stack's SOCIAL_URLS); a network without one says its account is coming soon.
   */
  socialUrls: z.optional(SocialUrls),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** Where the site's user pool runs: Cognito in AWS, or the local stack's cognito-local. */
export type UserPoolHost = 'aws' | 'cognito-local';

/** The sign-in part of `/config.json`: the one place that says what differs between AWS and the emulator. */
export function signInSettings(host: UserPoolHost): Pick<SiteConfig, 'authFlowType' | 'totpMfa'> {
  return host === 'aws'
    ? { authFlowType: 'USER_SRP_AUTH', totpMfa: true }
    : { authFlowType: 'USER_PASSWORD_AUTH', totpMfa: false };
}
