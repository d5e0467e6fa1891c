import type { Me, OwnSharingSettings, PersonalInfo, SharingSettings } from '@contract/schemas/profile';
import { newProfileCounters, ownCountersOf, type ProfileCounters, unreadOf } from '../../domain/counters';
import { type NotificationSettingsFields, notificationSettingsOf } from '../../domain/notification-settings';
import {
  categorizeGoalTags,
  defaultSharingSettings,
  type NewProfile,
  photoVariantsOf,
  type StoredPersonalInfo,
  sharingSettingsOf,
} from '../../domain/profile';
import { noSignInMethods, type SignInMethods } from '../../domain/sign-in-methods';
import { newUnsubscribeKey } from '../../domain/unsubscribe-token';
import { isConditionFailed } from '../platform/dynamo-errors';
import * as keys from '../platform/keys';
import { table, transact } from '../platform/table';
import { patchPaths, setExpression } from '../platform/update-expression';

/** The profile item holds personal info, goal tags, sharing settings and counters: `GET /me` is one read. */
export interface ProfileItem extends StoredPersonalInfo, NotificationSettingsFields {
  goalTags: string[];
  goalTagsUpdatedAt: string | null;
  /** As stored: a field added since may be missing (`sharingSettingsOf` fills it in). */
  sharingSettings: SharingSettings & Partial<Omit<OwnSharingSettings, keyof SharingSettings>>;
  /** Kept by the counters module (domain/counters.ts, store/counters.ts). */
  counters: ProfileCounters;
  /** The secret of the user's unsubscribe links (see domain/unsubscribe-token.ts). */
  unsubscribeKey?: string;
  /** When the profile last took a changed sign-in e-mail (store/profiles/sign-in-email.ts). */
  emailChangedAt?: string;
  /** The passkeys and two-step sign-in the server last read from Cognito (store/profiles/sign-in-methods.ts). */
  signInMethods?: SignInMethods;
  /** The goals whose "Did I change?" line is on the wall (store/profiles/goals-on-wall.ts). */
  goalsOnWall?: Set<string>;
}

const personalInfoKeys = [
  'userId',
  'username',
  'email',
  'fullName',
  'firstName',
  'lastName',
  'phone',
  'shortBio',
  'photoURL',
  'photoVariants',
  'socialLinks',
  'verificationStatus',
  'publicCategories',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PersonalInfo)[];

export const toPersonalInfo = (item: ProfileItem): PersonalInfo =>
  ({
    ...Object.fromEntries(personalInfoKeys.map((k) => [k, item[k]])),
    photoVariants: photoVariantsOf(item),
  }) as PersonalInfo;

export const toMe = (item: ProfileItem): Me => ({
  profile: toPersonalInfo(item),
  goalTags: {
    selected: item.goalTags,
    categorized: categorizeGoalTags(item.goalTags),
    updatedAt: item.goalTagsUpdatedAt,
  },
  sharingSettings: sharingSettingsOf(item.sharingSettings),
  counters: ownCountersOf(item.counters),
  notifications: notificationSettingsOf(item),
  unreadReceipts: unreadOf(item.counters),
});

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  return ((await table.get({ Key: keys.profile(userId) })) as ProfileItem | undefined) ?? null;
}

export async function isUsernameClaimed(username: string): Promise<boolean> {
  return (await table.get({ Key: keys.usernameClaim(username), ProjectionExpression: 'PK' })) !== undefined;
}

export type CreateProfileOutcome = 'created' | 'usernameTaken' | 'profileExists';

/** Claims the username and writes the profile in one transaction: of two racing claims, exactly one wins. */
export async function createProfile(profile: NewProfile, now: string): Promise<CreateProfileOutcome> {
  const item: ProfileItem = {
    ...profile,
    createdAt: now,
    updatedAt: now,
    goalTags: [],
    goalTagsUpdatedAt: null,
    sharingSettings: defaultSharingSettings(),
    counters: newProfileCounters(),
    unsubscribeKey: newUnsubscribeKey(),
    // Just signed up: no passkey or two-step yet, so the first one added is told.
    signInMethods: noSignInMethods,
  };
  const { failed } = await transact({
    claim: {
      Put: {
        Item: { ...keys.usernameClaim(profile.username), userId: profile.userId, createdAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    profile: {
      Put: {
        Item: {
          ...keys.profile(profile.userId),
          ...keys.usernameIndex(profile.username),
          ...keys.directoryIndex(profile.userId, now),
          ...keys.firstNameIndex(profile.userId, profile.firstName),
          ...keys.lastNameIndex(profile.userId, profile.lastName),
          entity: 'profile',
          ...item,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    // Until the member verifies their e-mail: the sweep removes the account after the limit.
    unverified: profile.verificationStatus.email
      ? null
      : { Put: { Item: { ...keys.unverifiedAccount(profile.userId, now), entity: 'unverified' } } },
    // Not while the account is being deleted: a still-valid token must not bring it back.
    deletion: {
      ConditionCheck: { Key: keys.deletion(profile.userId), ConditionExpression: 'attribute_not_exists(PK)' },
    },
  });
  if (failed.has('profile') || failed.has('deletion')) return 'profileExists';
  if (failed.has('claim')) return 'usernameTaken';
  return 'created';
}

/** Maps every profile is created with: an update sets the keys it is given, and any other keeps its value. */
const profileMaps = ['sharingSettings', 'socialLinks', 'publicCategories', 'verificationStatus'] as const;
type ProfileMap = (typeof profileMaps)[number];

/** The fields an update sets whole: not those in the keys, nor what the store stamps or other modules keep. */
type WholeField =
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'shortBio'
  | 'photoURL'
  | 'photoVariants'
  | 'goalTags'
  | 'goalTagsUpdatedAt';

/** What an update changes: fields set whole, and keys of the profile's maps. */
export type ProfilePatch = Partial<Pick<ProfileItem, WholeField>> & {
  [K in ProfileMap]?: Partial<ProfileItem[K]>;
};

/**
 * A patch with no key beyond ProfilePatch's, at the top or in a map, even where TypeScript checks for none
 * (a spread, a request body passed as it is).
 */
export type ExactPatch<P> = P & { [K in Exclude<keyof P, keyof ProfilePatch>]: never } & {
  [K in keyof P & ProfileMap]:
    | { [J in Exclude<keyof NonNullable<P[K]>, keyof ProfileItem[K]>]: never }
    | undefined;
};

/** Whether the patch changes nothing (every value left out). */
export const isEmptyPatch = (patch: ProfilePatch) => !Object.keys(patchPaths(patch, profileMaps)).length;

/**
 * Updates fields of an existing profile, while `condition` holds if given; `null` when there is no profile or
 * the condition fails.
 */
export async function updateProfile<P extends ProfilePatch>(
  userId: string,
  patch: ExactPatch<P>,
  now: string,
  condition?: { expression: string; values: Record<string, unknown> },
): Promise<ProfileItem | null> {
  const update = setExpression({
    ...patchPaths(patch, profileMaps),
    ...(typeof patch.firstName === 'string' ? keys.firstNameIndex(userId, patch.firstName) : {}),
    ...(typeof patch.lastName === 'string' ? keys.lastNameIndex(userId, patch.lastName) : {}),
    updatedAt: now,
    ...keys.directoryIndex(userId, now),
  });
  try {
    const { Attributes } = await table.update({
      Key: keys.profile(userId),
      ...update,
      ConditionExpression: ['attribute_exists(PK)', condition?.expression].filter(Boolean).join(' AND '),
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...condition?.values },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes as ProfileItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
