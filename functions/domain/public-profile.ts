import { categories } from '@contract/enums';
import type { GoalChangeLine } from '@contract/schemas/goals';
import type { SharingSettings } from '@contract/schemas/profile';
import type { PublicProfile } from '@contract/schemas/users';
import { type ProfileCounters, publicCountsOf } from './counters';
import {
  categorizeGoalTags,
  photoVariantsOf,
  publicSharingOf,
  type StoredPersonalInfo,
  sharingSettingsOf,
} from './profile';
import { receiptFor, type StoredReceipt } from './receipts';

/** What the public view reads of a stored profile (`hidden*`: received receipts hidden from it). */
export interface ProfileFacts extends StoredPersonalInfo {
  goalTags: string[];
  sharingSettings: SharingSettings;
  counters: ProfileCounters;
}

/** The categories whose receipts may be shown publicly: none unless receipts sharing is on. */
export const publicCategoriesOf = (profile: Pick<ProfileFacts, 'sharingSettings' | 'publicCategories'>) =>
  profile.sharingSettings.receipts ? categories.filter((c) => profile.publicCategories[c]) : [];

/**
 * A receipt on a public profile: an anonymous sender stays anonymous; voice notes and an edited receipt's
 * original text and its goal link stay with the two parties (a third party sees the edit's mark, never the words before it).
 */
export function publicReceiptOf(r: StoredReceipt, viewerId: string | null) {
  // Helpful marks never show on a wall, not even to its owner looking at it.
  const { marks: _never, ...view } = receiptFor(r, viewerId ?? '');
  const party = viewerId !== null && (r.senderId === viewerId || r.recipientId === viewerId);
  if (party) return view;
  const { originalText: _partiesOnly, goal: _partiesGoal, ...shared } = view;
  return { ...shared, voiceRecording: null };
}

/**
 * What another signed-in user may see of a profile (SPEC §6): bio only with the bio flag, goal tags only
 * with goals sharing, receipts only with receipts sharing and only in public categories. Never e-mail or
 * phone; receipts as `publicReceiptOf` shows them.
 */
export function publicViewOf(
  profile: ProfileFacts,
  receipts: StoredReceipt[],
  /** The signed-in viewer, or null for a signed-out visitor of an open profile link. */
  viewerId: string | null,
  /** The goals' "Did I change?" lines the member switched on (domain/goal-wall.ts): counts only. */
  goalChanges: GoalChangeLine[] = [],
): PublicProfile {
  const shown = new Set<string>(publicCategoriesOf(profile));
  const sharing = sharingSettingsOf(profile.sharingSettings);
  return {
    profile: {
      userId: profile.userId,
      username: profile.username,
      fullName: profile.fullName,
      photoURL: profile.photoURL,
      photoVariants: photoVariantsOf(profile),
      socialLinks: profile.socialLinks,
      publicCategories: profile.publicCategories,
      shortBio: sharing.bio ? profile.shortBio : null,
      emailVerified: profile.verificationStatus.email,
    },
    sharingSettings: publicSharingOf(sharing),
    goalTags: sharing.goals ? categorizeGoalTags(profile.goalTags) : null,
    ...publicCountsOf(profile.counters, shown),
    receipts: receipts
      .filter((r) => r.recipientId === profile.userId && shown.has(r.category) && !r.hiddenAt)
      .map((r) => publicReceiptOf(r, viewerId)),
    goalChanges: goalChanges.map(({ goal, answered, noticed }) => ({ goal, answered, noticed })),
  };
}
