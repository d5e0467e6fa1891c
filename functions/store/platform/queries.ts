import type { KeyShape } from './cursors';
import * as keys from './keys';
import { tableDefinition } from './table-definition';

const [gsi1, gsi2, gsi3, gsi4, gsi5] = tableDefinition.indexes;
type Index = (typeof tableDefinition.indexes)[number];
type SortCondition =
  | { prefix: string }
  | { equals: string }
  | { before: string }
  | { from: string; to: string };

const sortCondition = (attribute: string, sort: SortCondition | undefined) =>
  !sort
    ? ''
    : 'from' in sort
      ? ` AND ${attribute} BETWEEN :sk AND :skTo`
      : 'prefix' in sort
        ? ` AND begins_with(${attribute}, :sk)`
        : 'before' in sort
          ? ` AND ${attribute} < :sk`
          : ` AND ${attribute} = :sk`;
const sortValue = (sort: SortCondition | undefined): Record<string, string> =>
  !sort
    ? {}
    : 'from' in sort
      ? { ':sk': sort.from, ':skTo': sort.to }
      : { ':sk': 'prefix' in sort ? sort.prefix : 'before' in sort ? sort.before : sort.equals };

/** A Query's key condition on the table (`IndexName` absent) or on one of its indexes. */
export interface KeyQuery {
  IndexName?: string;
  KeyConditionExpression: string;
  ExpressionAttributeValues: Record<string, string>;
}

const keyCondition = (index: Index | undefined, partition: string, sort?: SortCondition): KeyQuery => ({
  ...(index ? { IndexName: index.name } : {}),
  KeyConditionExpression: `${index?.partitionKey ?? tableDefinition.partitionKey} = :pk${sortCondition(index?.sortKey ?? tableDefinition.sortKey, sort)}`,
  ExpressionAttributeValues: { ':pk': partition, ...sortValue(sort) },
});

/**
 * The exact key a page of `query` stops at, for its cursor: the table key its items may have (`item`) and,
 * when it reads an index, that index's key inside the query's partition.
 */
export function pageKeyShape(query: KeyQuery, item: KeyShape): KeyShape {
  const index = tableDefinition.indexes.find(({ name }) => name === query.IndexName);
  if (!index) return item;
  return {
    ...item,
    [index.partitionKey]: { equals: query.ExpressionAttributeValues[':pk'] ?? '' },
    [index.sortKey]: { prefix: '' },
  };
}

/**
 * Every Query the store runs, as the key condition of an access pattern (table-definition.ts lists them):
 * the only place that names an index. Each is its own export, read as `import * as queries`.
 */
export const contacts = (userId: string) =>
  keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.contact });
export const circle = (userId: string) =>
  keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.circle });
export const usernamesStartingWith = (prefix: string) =>
  keyCondition(gsi1, keys.usernameIndex(prefix).GSI1PK, { prefix });
export const username = (username: string) =>
  keyCondition(gsi1, keys.usernameIndex(username).GSI1PK, { equals: username });
export const firstNamesStartingWith = (term: string) =>
  keyCondition(gsi3, keys.namePartition(term), { prefix: term });
export const lastNamesStartingWith = (term: string) =>
  keyCondition(gsi4, keys.namePartition(term), { prefix: term });
export const directory = () => keyCondition(gsi2, keys.directoryPartition);
export const openReports = () => keyCondition(gsi2, keys.openReportsPartition);
/** Members still unverified who signed up before `createdBefore` (ISO time), oldest first. */
export const unverifiedBefore = (createdBefore: string) =>
  keyCondition(gsi1, keys.unverifiedPartition, { before: createdBefore });
/** Members opted in to the weekly digest (the sparse subscription items), by user id. */
export const digestSubscribers = () => keyCondition(gsi1, keys.digestSubscribersPartition);
export const reflections = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.reflection });
/** A member's reflections on receipts of one category / linked to one goal (read newest first). */
export const journalInCategory = (recipientId: string, category: string) =>
  keyCondition(gsi3, keys.journalCategoryPartition(recipientId, category));
export const journalOfGoal = (recipientId: string, goal: string) =>
  keyCondition(gsi5, keys.journalGoalPartition(recipientId, goal));
export const feedbackRequests = (askerId: string) =>
  keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.feedbackRequest });
export const feedbackRequestsForMe = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.feedbackRequestForMe });
export const followUps = (askerId: string) =>
  keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.followUp });
export const followUpAsks = (giverId: string) =>
  keyCondition(undefined, keys.userPartition(giverId), { prefix: keys.prefixes.followUpAsk });
/** Givers' pending follow-ups whose reminder is due at or before `now` (ISO time), oldest first. */
export const dueFollowUpReminders = (now: string) =>
  keyCondition(gsi2, keys.followUpRemindersPartition, { before: `${now}~` });
/** Chosen contacts' copies of requests whose reminder is due at or before `now` (ISO time), oldest first. */
export const dueRequestReminders = (now: string) =>
  keyCondition(gsi2, keys.requestRemindersPartition, { before: `${now}~` });
export const blocks = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.blockEntry });
export const received = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.receipt });
/** Received receipts withheld from the hub (a block, a report). */
export const withheld = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.withheld });
/** Anonymous receipts held for the member's delivery. */
export const held = (recipientId: string) =>
  keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.held });
/** Anonymous follow-up answers held for the member's delivery. */
export const heldFollowUpAnswers = (askerId: string) =>
  keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.heldFollowUpAnswer });
/** Held receipts whose delivery time is at or before `now` (ISO time), oldest first. */
export const dueDeliveries = (now: string) =>
  keyCondition(gsi2, keys.deliveriesPartition, { before: `${now}~` });
export const dueGatheredMail = (now: string) =>
  keyCondition(gsi2, keys.gatheredMailPartition, { before: `${now}~` });
export const receivedInCategory = (recipientId: string, category: string) =>
  keyCondition(gsi3, keys.receivedInCategoryPartition(recipientId, category));
export const publicInCategory = (recipientId: string, category: string) =>
  keyCondition(gsi2, keys.publicInCategoryPartition(recipientId, category));
export const sent = (senderId: string) => keyCondition(gsi1, keys.sentIndexPartition(senderId));
/** A recipient's receipts in their hub linked to one goal (read newest first). */
export const goalLinked = (recipientId: string, goal: string) =>
  keyCondition(gsi5, keys.goalLinkedPartition(recipientId, goal));
export const sentInCategory = (senderId: string, category: string) =>
  keyCondition(gsi4, keys.sentInCategoryPartition(senderId, category));
/** Everything in a member's partition (their account deletion's last sweep). */
export const partition = (userId: string) => keyCondition(undefined, keys.userPartition(userId));
export const reportGuards = (userId: string) =>
  keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.reportGuard });
export const receiptRequests = (senderId: string) =>
  keyCondition(undefined, keys.userPartition(senderId), { prefix: keys.prefixes.receiptRequest });
export const uploadsByOwner = (ownerId: string) => keyCondition(gsi1, keys.uploadsByOwnerPartition(ownerId));
export const linkedContacts = (linkedUserId: string) =>
  keyCondition(gsi2, keys.linkedContactPartition(linkedUserId));
/** Whether `ownerId`'s address book holds `linkedUserId` (the contacts linked to that member, by owner). */
export const linkedContactsOf = (linkedUserId: string, ownerId: string) =>
  keyCondition(gsi2, keys.linkedContactPartition(linkedUserId), {
    prefix: keys.linkedContact(linkedUserId, ownerId, '').GSI2SK,
  });
/** A member's dashboard buckets of one family between two sort keys (inclusive): one bounded Query. */
export const statsBetween = (userId: string, from: string, to: string) =>
  keyCondition(undefined, keys.userPartition(userId), { from, to });
/** A pair partition's entries, without its newest's record (read newest first, one item: the last date). */
export const statsPairEntries = (partition: string) =>
  keyCondition(undefined, partition, { before: keys.statsPairLatest(partition).SK });
/** One receipt the caller sent, by its id. */
export const sentReceipt = (senderId: string, receiptId: string) =>
  keyCondition(gsi1, keys.sentIndexPartition(senderId), { equals: receiptId });
