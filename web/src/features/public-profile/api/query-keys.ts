import type { Category } from '@contract/enums';

/** Every query key of the public profile page. */
export const publicProfileKeys = {
  allProfiles: ['public-profile'] as const,
  allReceipts: ['public-receipts'] as const,
  /** By user id, or `@username` for a `/u/` link; what a visitor may see depends on being signed in. */
  profile: (who: string, signedIn: boolean) => [...publicProfileKeys.allProfiles, who, signedIn] as const,
  receipts: (userId: string, category: Category | null) =>
    [...publicProfileKeys.allReceipts, userId, category] as const,
};
