import { categories, goalTagCategories, goalTagCategoryNames } from '@contract/enums';
import { limits } from '@contract/limits';
import type {
  GoalTags,
  OwnSharingSettings,
  PersonalInfo,
  PhotoVariant,
  PublicCategories,
  SharingSettings,
} from '@contract/schemas/profile';

/** A new profile shares everything until its owner says otherwise (SPEC §4 sharing toggles). */
export const defaultPublicCategories = (): PublicCategories =>
  Object.fromEntries(categories.map((c) => [c, true])) as PublicCategories;

export const defaultSharingSettings = (): OwnSharingSettings => ({
  goals: true,
  receipts: true,
  bio: true,
  signedOutVisitors: false,
  anonymousReceipts: 'anyone',
  deliveryHour: limits.anonymousDeliveryDefaultHour,
  timeZone: 'UTC',
  holdFlagged: false,
});

/**
 * Profiles saved before signed-out visitors could be let in have no such flag: they stay closed. Those saved
 * before members chose whom they take anonymous receipts from take them from anyone, as before.
 */
export const sharingSettingsOf = (stored: Partial<OwnSharingSettings> | undefined): OwnSharingSettings => ({
  ...defaultSharingSettings(),
  ...stored,
});

/** What others may see of the settings: never whom the owner takes anonymous receipts from, nor when. */
export const publicSharingOf = ({
  anonymousReceipts: _,
  deliveryHour: _hour,
  timeZone: _zone,
  holdFlagged: _hold,
  ...shown
}: OwnSharingSettings): SharingSettings => shown;

export const fullNameOf = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** Distributes the selected goal tags into their categories (SPEC §7 "Save goal tags"). */
export function categorizeGoalTags(selected: readonly string[]): GoalTags['categorized'] {
  return Object.fromEntries(
    goalTagCategoryNames.map((category) => [
      category,
      (goalTagCategories[category] as readonly string[]).filter((tag) => selected.includes(tag)),
    ]),
  );
}

export type NewProfile = Omit<PersonalInfo, 'createdAt' | 'updatedAt'>;

/**
 * Personal info as the table holds it: `photoVariants` is absent from profiles that never had a remade
 * photo (written before photos were remade on attach); views read it through `photoVariantsOf`.
 */
export type StoredPersonalInfo = Omit<PersonalInfo, 'photoVariants'> & { photoVariants?: PhotoVariant[] };
export const photoVariantsOf = (profile: { photoVariants?: PhotoVariant[] }) => profile.photoVariants ?? [];
