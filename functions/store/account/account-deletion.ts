import { limits } from '@contract/limits';
import { pendingUploadPrefix, photoKeysOf } from '../../domain/media-keys';
import { formerMemberSender, searchFieldsOf } from '../../domain/receipts';
import { deleteMedia } from '../media/media';
import { deleteContact } from '../members/contacts';
import { type KeyQuery, keys, queries } from '../platform/keys';
import { batchDelete, ifConditionHolds, table, transact } from '../platform/table';
import { givenBackWrite, sentToDelete } from '../profiles/counters';
import type { ProfileItem } from '../profiles/profiles';
import { toStoredReceipt } from '../receipts/receipt-item';
import { withheldFor } from '../safety/withheld-receipts';
import { deleteSignIn, signOutEverywhere } from './cognito-users';

/**
 * Account deletion, as ordered steps that can each be run again: a DELETION marker is written first and
 * becomes a tombstone last, so a deletion cut short (a crash, the function's time limit) is found and resumed by the
 * next call. From the marker on, the API refuses the account's tokens (http/caller.ts) but to resume. Every
 * device is signed out first (refresh tokens revoked); then the profile and username claim go: from then on nobody can find the account or send
 * to or from it (a receipt's transaction needs both profiles), so the lists the later steps work through
 * only shrink. See table-definition.ts for the keys.
 */
export interface DeletionMarker {
  username: string;
  /** The photo's objects (its variants, or the upload kept as it was before photos were remade). */
  photoKeys: string[];
  /** Written by markers before issue 22 (one object per photo). */
  photoKey?: string | null;
  startedAt: string;
}

type Item = Record<string, unknown>;
type StepOutcome = 'done' | 'more';
type Step = (userId: string, marker: DeletionMarker, hasTime: () => boolean) => Promise<StepOutcome>;

const pageSize = 100;
/** Parallel writes at a time: quick, and far under the table's capacity. */
const parallel = 10;

/** Runs `run` over `items`, `parallel` at a time, while there is time; `false` when it stopped early. */
async function inBatches<T>(
  items: readonly T[],
  hasTime: () => boolean,
  run: (item: T) => Promise<unknown>,
): Promise<boolean> {
  for (let i = 0; i < items.length; i += parallel) {
    if (!hasTime()) return false;
    await Promise.all(items.slice(i, i + parallel).map(run));
  }
  return true;
}

/** The first `pageSize` items of `query` (strongly consistent on the table; an index cannot be). */
async function firstPage(query: KeyQuery): Promise<Item[]> {
  const { Items } = await table.query({
    ...query,
    ...(query.IndexName ? {} : { ConsistentRead: true }),
    Limit: pageSize,
  });
  return Items ?? [];
}

/**
 * Settles every item `query` finds, a first page at a time (settled items leave the query), until it finds
 * none (`done`) or time runs out (`more`).
 */
async function settleAll(
  query: KeyQuery,
  hasTime: () => boolean,
  settle: (item: Item) => Promise<unknown>,
): Promise<StepOutcome> {
  while (hasTime()) {
    const items = await firstPage(query);
    if (!items.length) return 'done';
    if (!(await inBatches(items, hasTime, settle))) return 'more';
  }
  return 'more';
}

const keyOf = (item: Item) => ({ PK: item.PK, SK: item.SK });

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

/** The sender's idempotency records of receipts to the deleted account (they name its id). */
async function forgetRequestsTo(senderId: string, recipientId: string) {
  const requests = queries.receiptRequests(senderId);
  let start: Item | undefined;
  do {
    const page = await table.query({
      ...requests,
      FilterExpression: 'recipientId = :me',
      ExpressionAttributeValues: { ...requests.ExpressionAttributeValues, ':me': recipientId },
      ExclusiveStartKey: start,
    });
    await batchDelete((page.Items ?? []).map(keyOf));
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * A received receipt, in the hub or withheld from it (a block, a report), with its voice note; the sender's
 * counters give it back in the same transaction.
 */
async function deleteReceivedReceipt(item: Item) {
  const receipt = toStoredReceipt(item);
  if (receipt.voiceRecording) await deleteMedia(receipt.voiceRecording);
  const senderKnown = receipt.senderId !== formerMemberSender.senderId;
  for (const withCounters of senderKnown ? [true, false] : [false]) {
    const { failed } = await transact({
      receipt: { Delete: { Key: keyOf(item), ConditionExpression: 'attribute_exists(PK)' } },
      sentTo: senderKnown ? sentToDelete(receipt.senderId, receipt.recipientId) : null,
      senderCounters: withCounters ? givenBackWrite(receipt) : null,
    });
    // Written, or deleted by an earlier run. Otherwise the sender's profile is gone (their own deletion):
    // delete without their counters.
    if (!failed.size || failed.has('receipt')) return;
  }
}

/** Received receipts (in the hub, then withheld), their voice notes, and what they left with their senders. */
const receivedReceipts: Step = async (userId, _marker, hasTime) => {
  const cleaned = new Set<string>();
  for (const box of [queries.received(userId), queries.withheld(userId)]) {
    for (;;) {
      if (!hasTime()) return 'more';
      const items = await firstPage(box);
      if (!items.length) break;
      const senders = [...new Set(items.map((item) => String(item.senderId)))].filter(
        (id) => id !== formerMemberSender.senderId && !cleaned.has(id),
      );
      const forgotten = await inBatches(senders, hasTime, (id) =>
        forgetRequestsTo(id, userId).then(() => cleaned.add(id)),
      );
      if (!forgotten || !(await inBatches(items, hasTime, deleteReceivedReceipt))) return 'more';
    }
  }
  return 'done';
};

/** Updates an item if it still exists (an earlier run or a moderator may have gone first). */
async function updateIfThere(
  key: Item,
  update: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
) {
  await ifConditionHolds(
    table.update({
      Key: key,
      UpdateExpression: update.expression,
      ConditionExpression: 'attribute_exists(PK)',
      ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
      ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
    }),
  );
}

/**
 * A sent receipt its recipient withheld: the block's guard against the sender goes (there is no sender to
 * stop any more) and its settings row shows "Former member"; a report keeps the content for moderators
 * but not who sent it.
 */
async function forgetSenderOfWithheld(item: Item, userId: string) {
  const reason = withheldFor.of(item);
  if (!reason) return;
  const { kind, id } = reason;
  const recipientId = String(item.recipientId);
  if (kind === 'block') {
    await table.delete({ Key: keys.blockGuard(recipientId, userId, item.anonymous ? 'anonymous' : 'named') });
    await updateIfThere(keys.blockEntry(recipientId, id), {
      expression: item.anonymous ? 'SET senderId = :former' : 'SET senderId = :former, #name = :name',
      ...(item.anonymous ? {} : { names: { '#name': 'name' } }),
      values: {
        ':former': formerMemberSender.senderId,
        ...(item.anonymous ? {} : { ':name': formerMemberSender.senderName }),
      },
    });
  }
  if (kind === 'report') await updateIfThere(keys.report(id), { expression: 'REMOVE senderId' });
}

/** Receipts given to others stay with their recipients, from "Former member", out of the sender's indexes. */
async function detachSentReceipt(item: Item, userId: string) {
  const receipt = { ...toStoredReceipt(item), ...formerMemberSender };
  await forgetSenderOfWithheld(item, userId);
  await ifConditionHolds(
    table.update({
      // Its own key: a withheld receipt lives under WITHHELD#, not RECEIPT#.
      Key: keyOf(item),
      UpdateExpression: `SET senderId = :former, senderName = :name, searchMeta = :meta REMOVE ${keys.senderIndexAttributes.join(', ')}`,
      ConditionExpression: 'senderId = :me',
      ExpressionAttributeValues: {
        ':former': formerMemberSender.senderId,
        ':name': formerMemberSender.senderName,
        ':meta': searchFieldsOf(receipt).searchMeta,
        ':me': userId,
      },
    }),
  );
}

const sentReceipts: Step = (userId, _marker, hasTime) =>
  settleAll(queries.sent(userId), hasTime, (item) => detachSentReceipt(item, userId));

/** Others' address-book entries for the account go, with their inner-circle places (counters exact). */
const linkedContacts: Step = (userId, _marker, hasTime) =>
  settleAll(queries.linkedContacts(userId), hasTime, (item) =>
    deleteContact(String(item.PK).slice(keys.userPartition('').length), String(item.id)),
  );

const pendingUploads: Step = (userId, _marker, hasTime) =>
  settleAll(queries.uploadsByOwner(userId), hasTime, async (item) => {
    await deleteMedia(`${pendingUploadPrefix}${String(item.PK).slice(keys.upload('').PK.length)}`);
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
