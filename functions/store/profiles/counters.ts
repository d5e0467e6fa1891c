import { limits } from '@contract/limits';
import {
  type CounterChange,
  type CounterUpdate,
  counterCondition,
  counterPaths,
  counterReset,
  counterUpdate,
  followUpAnswersChange,
  givenChanges,
  hiddenChanges,
  innerCircleChange,
  receivedChanges,
  reflectionsChange,
  thanksChange,
  unreadChange,
} from '../../domain/counters';
import type { StoredReceipt } from '../../domain/receipts';
import * as keys from '../platform/keys';
import { keyReaders } from '../platform/keys';
import { batchGet, type TableWrite, table } from '../platform/table';

/**
 * The counters module's writes: every change to a profile's `counters` map and to the per-recipient
 * SENTTO# items goes through here, as a write to put in the caller's transaction, so a count moves in the
 * same transaction as what it counts. The shape and the change lists are in `domain/counters.ts`.
 */

/** The profile's counters moved by `update`, while the profile exists (and `condition`, if given, holds). */
function profileCounterWrite(
  userId: string,
  update: CounterUpdate,
  condition?: { expression: string; values?: Record<string, unknown> },
): Extract<TableWrite, { Update: unknown }> {
  return {
    Update: {
      Key: keys.profile(userId),
      UpdateExpression: `SET ${update.sets.join(', ')}`,
      ConditionExpression: ['attribute_exists(PK)', condition?.expression].filter(Boolean).join(' AND '),
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: { ...update.values, ...condition?.values },
    },
  };
}

const changesWrite = (userId: string, changes: readonly CounterChange[]) =>
  profileCounterWrite(userId, counterUpdate(changes));

/** The count of receipts a sender gave one recipient (the address book's "Shared" column), moved by `delta`. */
export function sentToWrite(senderId: string, recipientId: string, delta: 1 | -1): TableWrite {
  return {
    Update: {
      Key: keys.sentToCounter(senderId, recipientId),
      ...(delta > 0
        ? {
            UpdateExpression: 'SET entity = :entity ADD #count :delta',
            ExpressionAttributeValues: { ':delta': delta, ':entity': 'sentTo' },
          }
        : {
            // Given back only while the count exists: a deleted one is not brought back below zero.
            UpdateExpression: 'ADD #count :delta',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':delta': delta },
          }),
      ExpressionAttributeNames: { '#count': 'count' },
    },
  };
}

/** The per-recipient count goes with the receipts it counted (the recipient's account ends). */
export const sentToDelete = (senderId: string, recipientId: string): TableWrite => ({
  Delete: { Key: keys.sentToCounter(senderId, recipientId) },
});

/** How many receipts `senderId` has given each of `recipientIds`. */
export async function sentCounts(
  senderId: string,
  recipientIds: readonly string[],
): Promise<Map<string, number>> {
  const items = await batchGet([...new Set(recipientIds)].map((id) => keys.sentToCounter(senderId, id)));
  return new Map(items.map((item) => [keyReaders.sentToRecipient(item.SK), item.count as number]));
}

/**
 * The recipient offers `goal` to givers: it is one of their goal tags and goals sharing is on (absent: on,
 * as `sharingSettingsOf` reads it). Checked on the counters' update, the send's one write to that profile.
 */
const offersGoal = (goal: string) => ({
  expression:
    'contains(goalTags, :goal) AND (attribute_not_exists(sharingSettings.goals) OR sharingSettings.goals = :shared)',
  values: { ':goal': goal, ':shared': true },
});

/**
 * What sending a receipt counts, as named writes of the send's transaction: the recipient's received
 * counters and badge, the sender's given counters (an anonymous receipt in `sentAnonymously` too), and the
 * per-recipient count. Families added later (per week, per month) join these writes.
 */
export const sendCounterWrites = (receipt: StoredReceipt) => ({
  recipientCounters: receivedCounterWrite(receipt),
  ...givenCounterWrites(receipt),
});

/** The sender's side of sending: all a held anonymous receipt counts until it is delivered. */
export const givenCounterWrites = (receipt: StoredReceipt) => ({
  senderCounters: changesWrite(receipt.senderId, givenChanges(receipt, 1)),
  sentTo: sentToWrite(receipt.senderId, receipt.recipientId, 1),
});

/** The recipient's side: received counters and the unread badge, when the receipt reaches their hub. */
export const receivedCounterWrite = (receipt: StoredReceipt): TableWrite =>
  profileCounterWrite(
    receipt.recipientId,
    counterUpdate([...receivedChanges(receipt, 1), unreadChange(1)]),
    receipt.goal ? offersGoal(receipt.goal) : undefined,
  );

/**
 * What a held receipt's send checks of the recipient's profile instead of counting in it: it exists and,
 * for a goal-linked receipt, still offers the goal (the counters wait for the delivery).
 */
export function recipientTakesCheck(receipt: StoredReceipt): TableWrite {
  const goal = receipt.goal ? offersGoal(receipt.goal) : undefined;
  return {
    ConditionCheck: {
      Key: keys.profile(receipt.recipientId),
      ConditionExpression: ['attribute_exists(PK)', goal?.expression].filter(Boolean).join(' AND '),
      ...(goal?.values ? { ExpressionAttributeValues: goal.values } : {}),
    },
  };
}

/** A held receipt taken back by its sender: their counters as if it was never sent. */
export const takenBackWrites = (receipt: StoredReceipt) => ({
  senderCounters: givenBackWrite(receipt),
  sentTo: sentToWrite(receipt.senderId, receipt.recipientId, -1),
});

/** The sender's counters give the receipt back, in the transaction that deletes it: they stay exact. */
export const givenBackWrite = (receipt: StoredReceipt): TableWrite =>
  changesWrite(receipt.senderId, givenChanges(receipt, -1));

/** When the recipient last opened their hub: the unread badge counts the receipts that arrived since. */
export interface UnreadBadge {
  hubSeenAt: string | null;
}

const isUnread = (receipt: StoredReceipt, badge: UnreadBadge) =>
  badge.hubSeenAt === null || receipt.createdAt > badge.hubSeenAt;

/**
 * The recipient's counters the receipts in their hub add to, changed by `sign` (1 or -1) for each: received,
 * per category and intent, the hidden counts for those hidden from the public profile, and the reflections
 * for those `reflected`. One update for many receipts, so moving a sender's receipts touches the busy profile
 * item once, not once per receipt. With a `badge`, the receipts that arrived since the hub was opened leave
 * the unread badge, and the update holds only if that opening is still the one read.
 */
export function recipientCounterUpdate(
  recipientId: string,
  receipts: readonly StoredReceipt[],
  sign: 1 | -1,
  { badge, reflected = 0 }: { badge?: UnreadBadge; reflected?: number } = {},
): TableWrite {
  const changes = receipts.flatMap((receipt) => receivedChanges(receipt, sign));
  const unread = badge ? receipts.filter((receipt) => isUnread(receipt, badge)).length : 0;
  if (unread) changes.push(unreadChange(-unread));
  if (reflected) changes.push(reflectionsChange(sign * reflected));
  if (!badge) return changesWrite(recipientId, changes);
  return profileCounterWrite(
    recipientId,
    counterUpdate(changes),
    badge.hubSeenAt
      ? { expression: 'hubSeenAt = :seen', values: { ':seen': badge.hubSeenAt } }
      : { expression: 'attribute_not_exists(hubSeenAt)' },
  );
}

/** The hub was opened: the badge back to zero, and when, so a receipt withheld later leaves it only if newer. */
export function hubSeenUpdate(userId: string, now: string) {
  const update = counterReset([counterPaths.unread()]);
  return {
    Key: keys.profile(userId),
    UpdateExpression: `SET ${update.sets.join(', ')}, hubSeenAt = :now`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: update.names,
    ExpressionAttributeValues: { ...update.values, ':now': now },
  };
}

/**
 * A place in the inner circle taken (1) or given back (-1). The counter's condition keeps the circle at
 * its limit however many adds race, and never below zero.
 */
export function innerCircleWrite(userId: string, delta: 1 | -1): TableWrite {
  const max = limits.innerCircleMax;
  const update = counterUpdate([innerCircleChange(delta)]);
  const path = counterPaths.innerCircle();
  const expression =
    delta > 0 ? counterCondition(update, path, '<', max) : counterCondition(update, path, '>', 0);
  return { Update: { ...profileCounterWrite(userId, update).Update, ConditionExpression: expression } };
}

/** A receipt's first thank-you, in its giver's `thanksReceived` (the giver's profile must still be there). */
export const thanksCounterWrite = (giverId: string) =>
  profileCounterWrite(giverId, counterUpdate([thanksChange()]));

/** A received receipt hidden from the public profile (or shown again) moves the profile's `hidden` counts. */
export const hiddenCounterWrite = (recipientId: string, receipt: StoredReceipt, hidden: boolean) =>
  changesWrite(recipientId, hiddenChanges(receipt, hidden ? 1 : -1));

/** The member's count of reflections on receipts in their hub, moved by `delta`, while the profile exists. */
export const reflectionsCounterWrite = (userId: string, delta: number) =>
  changesWrite(userId, [reflectionsChange(delta)]);

/** The member's count of reflections set to a recount (store/receipts/reflection-recount.ts). */
export const reflectionsRecountWrite = (userId: string, count: number) =>
  profileCounterWrite(userId, counterReset([counterPaths.reflections()], count));

/** An answer appended to the member's follow-up: counted in the same transaction. */
export const followUpAnswersCounterWrite = (id: string) => changesWrite(id, [followUpAnswersChange()]);

/** The member's count of follow-up answers set to a recount (store/receipts/follow-up-recount.ts). */
export const followUpAnswersRecountWrite = (userId: string, count: number) =>
  profileCounterWrite(userId, counterReset([counterPaths.followUpAnswers()], count));

/** What the dashboard shows of the member's counts, from their profile item (read with the figures). */
export function profileCountsOf(profile: Record<string, unknown> | undefined) {
  const counters = profile?.counters as { reflections?: number; followUpAnswers?: number } | undefined;
  const { reflections = 0, followUpAnswers = 0 } = counters ?? {};
  return { reflections: Math.max(0, reflections), followUpAnswers: Math.max(0, followUpAnswers) };
}

/** Profiles from before hiding existed lack the per-category map; a nested SET needs it to exist. */
export const ensureHiddenMap = (recipientId: string) => ensureCounterMap(recipientId, 'hiddenByCategory');

/** Profiles from before goal links lack the per-goal-month map; a goal-linked send makes sure it exists. */
export const ensureGoalMonthMap = (recipientId: string) =>
  ensureCounterMap(recipientId, 'receivedByGoalMonth');

async function ensureCounterMap(recipientId: string, name: string) {
  const [root, map] = ['#c0', '#c1'];
  await table.update({
    Key: keys.profile(recipientId),
    UpdateExpression: `SET ${root}.${map} = if_not_exists(${root}.${map}, :empty)`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { [root]: 'counters', [map]: name },
    ExpressionAttributeValues: { ':empty': {} },
  });
}
