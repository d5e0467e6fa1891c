import type { Category } from '@contract/enums';

/** Every query key of the own profile page. */
export const profileKeys = {
  received: ['received-receipts'] as const,
  receivedIn: (category: Category | null) => ['received-receipts', category] as const,
  otherMembers: ['other-members'] as const,
};
