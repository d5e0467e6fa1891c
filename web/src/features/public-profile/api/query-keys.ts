import type { Category } from '@contract/enums';

/** Every query key of the public profile page. */
export const publicProfileKeys = {
  /** By user id, or `@username` for a `/u/` link; what a visitor may see depends on being signed in. */
  profile: (who: string, signedIn: boolean) => ['public-profile', who, signedIn] as const,
  receipts: (userId: string, category: Category | null) => ['public-receipts', userId, category] as const,
};
