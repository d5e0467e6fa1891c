import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Counters, Me, PersonalInfo, SharingSettings } from '@contract/schemas/profile';
import {
  categorizeGoalTags,
  defaultSharingSettings,
  emptyCounters,
  type NewProfile,
  sharingSettingsOf,
} from '../domain/profile';
import { dynamo, tableName } from './clients';
import { cancelledConditions, isConditionFailed } from './dynamo-errors';
import { keys } from './keys';
import { newUnsubscribeKey } from './notifications';
import { setExpression } from './update-expression';

/** The profile item holds personal info, goal tags, sharing settings and counters: `GET /me` is one read. */
export interface ProfileItem extends PersonalInfo {
  goalTags: string[];
  goalTagsUpdatedAt: string | null;
  sharingSettings: SharingSettings;
  /** `sentAnonymously` (part of `sent`) is never shown to anyone but the sender; `unread` is the top bar's badge. */
  counters: Counters & { unread?: number; sentAnonymously?: number };
  /** Absent until the user changes it: e-mails are on by default. */
  notifications?: { email: boolean };
  /** The secret of the user's unsubscribe links (see domain/unsubscribe-token.ts). */
  unsubscribeKey?: string;
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
  'socialLinks',
  'verificationStatus',
  'publicCategories',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PersonalInfo)[];

export const toPersonalInfo = (item: ProfileItem): PersonalInfo =>
  Object.fromEntries(personalInfoKeys.map((k) => [k, item[k]])) as PersonalInfo;

export const toMe = (item: ProfileItem): Me => ({
  profile: toPersonalInfo(item),
  goalTags: {
    selected: item.goalTags,
    categorized: categorizeGoalTags(item.goalTags),
    updatedAt: item.goalTagsUpdatedAt,
  },
  sharingSettings: sharingSettingsOf(item.sharingSettings),
  counters: {
    received: item.counters.received,
    sent: item.counters.sent,
    receivedByCategory: item.counters.receivedByCategory,
    receivedByIntent: item.counters.receivedByIntent,
    sentByCategory: item.counters.sentByCategory ?? {},
    innerCircle: item.counters.innerCircle,
  },
  notifications: { email: item.notifications?.email !== false },
  unreadReceipts: item.counters.unread ?? 0,
});

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(userId) }));
  return (Item as ProfileItem | undefined) ?? null;
}

export async function isUsernameClaimed(username: string): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.usernameClaim(username), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
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
    counters: emptyCounters(),
    unsubscribeKey: newUnsubscribeKey(),
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.usernameClaim(profile.username), userId: profile.userId, createdAt: now },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
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
          {
            // Not while the account is being deleted: a still-valid token must not bring it back.
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.deletion(profile.userId),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const failed = cancelledConditions(error);
    if (!failed) throw error;
    if (failed[1] || failed[2]) return 'profileExists';
    if (failed[0]) return 'usernameTaken';
    throw error;
  }
}

/** Updates fields of an existing profile (dotted paths allowed); `null` when there is no profile. */
export async function updateProfile(
  userId: string,
  fields: Record<string, unknown>,
  now: string,
): Promise<ProfileItem | null> {
  const update = setExpression({
    ...fields,
    ...(typeof fields.firstName === 'string' ? keys.firstNameIndex(userId, fields.firstName) : {}),
    ...(typeof fields.lastName === 'string' ? keys.lastNameIndex(userId, fields.lastName) : {}),
    updatedAt: now,
    GSI2SK: keys.directoryIndex(userId, now).GSI2SK,
  });
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        ...update,
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as ProfileItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
