import { limits } from '@contract/limits';
import { pendingUploadPrefix, photoKeysOf } from '../../domain/media-keys';
import { deleteMedia } from '../media/media';
import { deleteContact } from '../members/contacts';
import { firstPage, keyOf, settleAll } from '../paging/sweeps';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import * as queries from '../platform/queries';
import { batchDelete, ifConditionHolds, table } from '../platform/table';
import type { ProfileItem } from '../profiles/profiles';
import { deleteSignIn, signOutEverywhere } from './cognito-users';
import { feedbackRequestsMade } from './deletion-feedback-requests';
import { followUpsAsked, followUpsMade } from './deletion-follow-ups';
import { receivedReceipts, sentReceipts } from './deletion-receipts';
import { type DeletionMarker, type Step, updateIfThere } from './deletion-step';

export type { DeletionMarker } from './deletion-step';

/** The deletion under way; null when there is none or it is finished (its tombstone). */
export async function getDeletion(userId: string): Promise<DeletionMarker | null> {
  const item = await table.get({ Key: keys.deletion(userId), ConsistentRead: true });
  return item && item.entity === 'deletion' ? (item as unknown as DeletionMarker) : null;
}

/** Writes the marker with what later steps need once the profile is gone; an existing one is kept. */
export async function beginDeletion(
  userId: string,
  profile: ProfileItem,
  now: string,
): Promise<DeletionMarker> {
  const marker: DeletionMarker = {
    username: profile.username,
    photoKeys: photoKeysOf(profile),
    startedAt: now,
  };
  const written = await ifConditionHolds(
    table.put({
      Item: { ...keys.deletion(userId), entity: 'deletion', ...marker },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return written ? marker : ((await getDeletion(userId)) ?? marker);
}

/** Every device signed out first: no refresh token of the account mints another ID token from now on. */
const signOut: Step = async (userId) => {
  await signOutEverywhere(userId);
  return 'done';
};

/** The profile, then the username claim, unless someone else has claimed the name since. */
const closeProfile: Step = async (userId, marker) => {
  await table.delete({ Key: keys.profile(userId) });
  await ifConditionHolds(
    table.delete({
      Key: keys.usernameClaim(marker.username),
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    }),
  );
  return 'done';
};

/** Others' address-book entries for the account go, with their inner-circle places (counters exact). */
const linkedContacts: Step = (userId, _marker, hasTime) =>
  settleAll(queries.linkedContacts(userId), hasTime, (item) =>
    deleteContact(keyReaders.userOfPartition(item.PK), String(item.id)),
  );

const pendingUploads: Step = (userId, _marker, hasTime) =>
  settleAll(queries.uploadsByOwner(userId), hasTime, async (item) => {
    await deleteMedia(`${pendingUploadPrefix}${keyReaders.uploadOfPartition(item.PK)}`);
    await table.delete({ Key: keyOf(item) });
  });

const photo: Step = async (_userId, marker) => {
  const objects = [...(marker.photoKeys ?? []), ...(marker.photoKey ? [marker.photoKey] : [])];
  await Promise.all(objects.map(deleteMedia));
  return 'done';
};

/** Reports the member made stay open for moderators, without who made them. */
const reportsMade: Step = (userId, _marker, hasTime) =>
  settleAll(queries.reportGuards(userId), hasTime, async (guard) => {
    await updateIfThere(keys.report(String(guard.reportId)), { expression: 'REMOVE reporterId' });
    await table.delete({ Key: keyOf(guard) });
  });

/** Everything left in the account's partition (contacts, guards, circle, settings records), but the marker. */
const partition: Step = async (userId, _marker, hasTime) => {
  while (hasTime()) {
    const items = (await firstPage(queries.partition(userId))).filter(
      (item) => item.SK !== keys.deletion(userId).SK,
    );
    if (!items.length) return 'done';
    await batchDelete(items.map(keyOf));
  }
  return 'more';
};

const signIn: Step = async (userId) => {
  await deleteSignIn(userId);
  return 'done';
};

/**
 * The marker becomes a bare tombstone that DynamoDB's TTL removes once every ID token issued before the
 * deletion has expired: until then a still-open tab's token cannot create the profile again (the
 * profile's creation checks it) nor resume a deletion.
 */
const finish: Step = async (userId) => {
  const expiresAt = Math.floor(Date.now() / 1000) + (limits.idTokenMinutes + 5) * 60;
  await table.put({ Item: { ...keys.deletion(userId), entity: 'deleted', expiresAt } });
  return 'done';
};

export const deletionSteps = {
  signOut,
  closeProfile,
  receivedReceipts,
  sentReceipts,
  followUpsAsked,
  followUpsMade,
  feedbackRequestsMade,
  linkedContacts,
  pendingUploads,
  photo,
  reportsMade,
  partition,
  signIn,
  finish,
} satisfies Record<string, Step>;
export type DeletionStep = keyof typeof deletionSteps;

/**
 * Runs the steps in order until all are done (`true`) or `deadline` (epoch ms) passes (`false`: call again).
 * `stopAfter` ends early after that step (tests simulate a deletion cut short with it).
 */
export async function continueDeletion(
  userId: string,
  marker: DeletionMarker,
  deadline: number,
  stopAfter?: DeletionStep,
): Promise<boolean> {
  const hasTime = () => Date.now() < deadline;
  for (const [name, step] of Object.entries(deletionSteps) as [DeletionStep, Step][]) {
    if (!hasTime()) return false;
    if ((await step(userId, marker, hasTime)) === 'more') return false;
    if (name === stopAfter) return false;
  }
  return true;
}
