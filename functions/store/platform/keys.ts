import { createHash } from 'node:crypto';
import { otherCategory } from '@contract/enums';
import type {
  ReceiptImage,
  ReceiptPlace,
  StatsBucket,
  StatsContribution,
  StatsPair,
} from '../../domain/counters-stats';
import { foldName } from '../../domain/user-search';
import type { KeyShape } from '../paging/cursors';
import { tableDefinition } from './table-definition';

/**
 * A limit counter's scope (the recipient of receipts to one person) as a digest: the counter sits in the
 * sender's partition for a day, and must not name another member (a deleted one leaves no trace).
 */
const scopeDigest = (scope: string) => createHash('sha256').update(scope).digest('base64url').slice(0, 22);

const receivedInCategoryPartition = (recipientId: string, category: string) =>
  `RCAT#${recipientId}#${category || otherCategory}`;
const sentInCategoryPartition = (senderId: string, category: string) =>
  `SCAT#${senderId}#${category || otherCategory}`;

/** Receipts shown on the recipient's public profile in one category (GSI2): hidden ones carry no such key. */
const publicInCategoryPartition = (recipientId: string, category: string) =>
  `PUBCAT#${recipientId}#${category || otherCategory}`;

/** A recipient's received receipts linked to one of their goals (GSI5), only while in their hub. */
const goalLinkedPartition = (recipientId: string, goal: string) => `GOAL#${recipientId}#${goal}`;

const unverifiedPartition = 'UNVERIFIED';
const digestSubscribersPartition = 'DIGESTS';
const namePartition = (folded: string) => `NAME#${folded.charAt(0)}`;
const directoryPartition = 'DIRECTORY';
const openReportsPartition = 'REPORTS#open';
const deliveriesPartition = 'DELIVERIES';
const gatheredMailPartition = 'GATHEREDMAIL';
const followUpRemindersPartition = 'FOLLOWUPREMINDERS';

/** A member in a partition outside their own: a digest, so an account's deletion leaves no trace there. */
const memberDigest = (memberId: string) =>
  createHash('sha256').update(memberId).digest('base64url').slice(0, 22);

/** The dashboard's bucket items: sort keys in the member's partition, one per period (and the totals). */
const statsSortKeys = {
  total: () => 'STATS#TOTAL',
  week: (week: string) => `STATS#W#${week}`,
  month: (month: string) => `STATS#M#${month}`,
  day: (day: string) => `STATS#D#${day}`,
} as const;

const statsPairPartition = (memberId: string, kind: StatsPair['kind'], otherId: string) =>
  `STATSPAIR#${memberDigest(memberId)}#${kind}#${memberDigest(otherId)}`;

/** Every key of the single table is built here (see table-definition.ts for the layout). */
export const keys = {
  userPartition: (userId: string) => `USER#${userId}`,
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  usernameClaim: (username: string) => ({ PK: `USERNAME#${username}`, SK: 'USERNAME' }),
  usernameIndex: (username: string) => ({ GSI1PK: `UNAME#${username.charAt(0)}`, GSI1SK: username }),
  /** A profile by first name (GSI3) and last name (GSI4), folded to search-term letters: user search. */
  firstNameIndex: (userId: string, firstName: string) => ({
    GSI3PK: namePartition(foldName(firstName)),
    GSI3SK: `${foldName(firstName)}#${userId}`,
  }),
  lastNameIndex: (userId: string, lastName: string) => ({
    GSI4PK: namePartition(foldName(lastName)),
    GSI4SK: `${foldName(lastName)}#${userId}`,
  }),
  namePartition,
  directoryIndex: (userId: string, updatedAt: string) => ({
    GSI2PK: directoryPartition,
    GSI2SK: `${updatedAt}#${userId}`,
  }),
  contact: (userId: string, contactId: string) => ({ PK: `USER#${userId}`, SK: `CONTACT#${contactId}` }),
  contactGuard: (userId: string, kind: 'username' | 'email', value: string) => ({
    PK: `USER#${userId}`,
    SK: `CONTACTKEY#${kind}:${value}`,
  }),
  circleMember: (userId: string, contactId: string) => ({ PK: `USER#${userId}`, SK: `CIRCLE#${contactId}` }),
  receipt: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `RECEIPT#${receiptId}`,
  }),
  sentIndex: (senderId: string, receiptId: string) => ({ GSI1PK: `SENT#${senderId}`, GSI1SK: receiptId }),
  sentIndexPartition: (senderId: string) => `SENT#${senderId}`,
  /** Sparse per-category indexes: a filtered hub page or public-profile tab reads only matching receipts. */
  receivedInCategory: (recipientId: string, category: string, receiptId: string) => ({
    GSI3PK: receivedInCategoryPartition(recipientId, category),
    GSI3SK: receiptId,
  }),
  receivedInCategoryPartition,
  /**
   * Sparse: only receipts on the recipient's public profile carry it, so a public tab is one Query of
   * shown receipts (hiding removes the key, showing again writes it back).
   */
  publicInCategory: (recipientId: string, category: string, receiptId: string) => ({
    GSI2PK: publicInCategoryPartition(recipientId, category),
    GSI2SK: receiptId,
  }),
  publicInCategoryPartition,
  sentInCategory: (senderId: string, category: string, receiptId: string) => ({
    GSI4PK: sentInCategoryPartition(senderId, category),
    GSI4SK: receiptId,
  }),
  sentInCategoryPartition,
  goalLinked: (recipientId: string, goal: string, receiptId: string) => ({
    GSI5PK: goalLinkedPartition(recipientId, goal),
    GSI5SK: receiptId,
  }),
  receiptRequest: (senderId: string, clientRequestId: string) => ({
    PK: `USER#${senderId}`,
    SK: `${keys.prefixes.receiptRequest}${clientRequestId}`,
  }),
  sentToCounter: (senderId: string, recipientId: string) => ({
    PK: `USER#${senderId}`,
    SK: `SENTTO#${recipientId}`,
  }),
  /** Written before a receipt's e-mail is sent: a redelivered stream record finds it and sends nothing. */
  receiptNotification: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `NOTIFIED#${receiptId}`,
  }),
  /**
   * A receipt taken out of its recipient's hub and public profile (blocked sender, reported): the same item
   * under another sort key, so no hub read sees it; it keeps the sender's index keys (GSI1, GSI4).
   */
  withheldReceipt: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `WITHHELD#${receiptId}`,
  }),
  /**
   * An anonymous receipt held for its recipient's daily delivery: the same item under another sort key, so
   * no hub read sees it; it keeps the sender's index keys (their sent list shows it, and when it delivers).
   */
  heldReceipt: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `${keys.prefixes.held}${receiptId}`,
  }),
  /**
   * Sparse (GSI2): a held receipt by when it delivers, so each delivery run is one Query of what is due.
   * The id is enough: the item's own keys come with it, and it leaves the index when it is delivered.
   */
  deliveryIndex: (deliversAt: string, receiptId: string) => ({
    GSI2PK: deliveriesPartition,
    GSI2SK: `${deliversAt}#${receiptId}`,
  }),
  /**
   * When the member's last receipt e-mail left and which receipts wait to be gathered into the next one
   * (`pending`): one item in their partition.
   */
  mailWindow: (recipientId: string) => ({ PK: `USER#${recipientId}`, SK: 'MAILWINDOW' }),
  /**
   * Sparse (GSI2): a mail window by when its gathered e-mail is due, so each run is one Query of what is due.
   * A run that finds nothing gathered removes it.
   */
  gatheredMailIndex: (dueAt: string, recipientId: string) => ({
    GSI2PK: gatheredMailPartition,
    GSI2SK: `${dueAt}#${recipientId}`,
  }),
  gatheredMailIndexAttributes: ['GSI2PK', 'GSI2SK'] as const,
  /**
   * Per pair and kind (a block made from an anonymous or a named receipt): the send transaction checks
   * both kinds do not exist. In the recipient's partition, never returned.
   */
  blockGuard: (recipientId: string, senderId: string, kind: 'anonymous' | 'named') => ({
    PK: `USER#${recipientId}`,
    SK: `BLOCK#${senderId}#${kind}`,
  }),
  /** The settings list's row of a block, by an opaque id (the sender's id is never in a response). */
  /** A member's private reflection on a receipt they received: in their own partition, never on the receipt. */
  reflection: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `REFLECTION#${receiptId}`,
  }),
  /** A member's feedback request: in their partition, so the giver's read names the asker and the request. */
  feedbackRequest: (askerId: string, requestId: string) => ({
    PK: `USER#${askerId}`,
    SK: `${keys.prefixes.feedbackRequest}${requestId}`,
  }),
  /**
   * A feedback request as a chosen contact was sent it, in their partition (their "Asked of you" list):
   * answering it, or the asker's account ending, removes it.
   */
  feedbackRequestForMe: (recipientId: string, requestId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `${keys.prefixes.feedbackRequestForMe}${requestId}`,
  }),
  /**
   * A member's "Did I change?" follow-up on a goal, in their partition: the givers it went to are kept on it
   * (never returned), its answers appended as they arrive (an anonymous giver's when it is delivered).
   */
  followUp: (askerId: string, followUpId: string) => ({
    PK: `USER#${askerId}`,
    SK: `${keys.prefixes.followUp}${followUpId}`,
  }),
  /** When the member last asked about a goal: a conditional write keeps it to one follow-up a month. */
  followUpGoalGuard: (askerId: string, goal: string) => ({
    PK: `USER#${askerId}`,
    SK: `FOLLOWUPGOAL#${goal}`,
  }),
  /** A follow-up as one giver was asked it, in the giver's partition (their list, their answer). */
  followUpAsk: (giverId: string, followUpId: string) => ({
    PK: `USER#${giverId}`,
    SK: `${keys.prefixes.followUpAsk}${followUpId}`,
  }),
  /**
   * Sparse (GSI2): a giver's follow-up still pending, by when its reminder is due; answering, declining or
   * the reminder removes it, so each reminder run is one Query of what is due.
   */
  followUpReminderIndex: (remindAt: string, giverId: string, followUpId: string) => ({
    GSI2PK: followUpRemindersPartition,
    GSI2SK: `${remindAt}#${giverId}#${followUpId}`,
  }),
  /**
   * An anonymous giver's follow-up answer held for the asker's delivery (on the deliveries index, as a held
   * receipt is): not under HELD#, which only receipts use.
   */
  heldFollowUpAnswer: (askerId: string, answerId: string) => ({
    PK: `USER#${askerId}`,
    SK: `${keys.prefixes.heldFollowUpAnswer}${answerId}`,
  }),
  followUpReminderIndexAttributes: ['GSI2PK', 'GSI2SK'] as const,
  blockEntry: (recipientId: string, blockId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `BLOCKED#${blockId}`,
  }),
  /**
   * The index keys a received receipt has only while it is in its recipient's hub (its public tab, its
   * received category): withholding it drops them.
   */
  hubOnlyIndexAttributes: ['GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI5PK', 'GSI5SK'] as readonly string[],
  /** The sender's index keys of a receipt (sent list, sent per category): a deleted sender's go. */
  senderIndexAttributes: ['GSI1PK', 'GSI1SK', 'GSI4PK', 'GSI4SK'] as readonly string[],
  /** An open report's index keys (`openReportIndex`): handling it removes them. */
  openReportIndexAttributes: ['GSI2PK', 'GSI2SK'] as readonly string[],
  /** A report: its own partition, so a moderator's action finds it by the report's opaque id alone. */
  report: (reportId: string) => ({ PK: `REPORT#${reportId}`, SK: 'REPORT' }),
  /**
   * Sparse (GSI2): only an open report carries it, so the moderators' list is one Query of open reports,
   * newest first; handling the report removes it.
   */
  openReportIndex: (reportedAt: string, reportId: string) => ({
    GSI2PK: openReportsPartition,
    GSI2SK: `${reportedAt}#${reportId}`,
  }),
  /** The reporter's record that a receipt was reported: reporting again finds it and changes nothing. */
  reportGuard: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `${keys.prefixes.reportGuard}${receiptId}`,
  }),
  upload: (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'UPLOAD' }),
  /** A pending upload by its owner (GSI1): account deletion finds the uploads never attached. */
  uploadsByOwner: (ownerId: string, uploadId: string) => ({ GSI1PK: `UPLOADS#${ownerId}`, GSI1SK: uploadId }),
  uploadsByOwnerPartition: (ownerId: string) => `UPLOADS#${ownerId}`,
  /** A contact linked to a member, by that member (GSI2): their account deletion removes it everywhere. */
  linkedContact: (linkedUserId: string, ownerId: string, contactId: string) => ({
    GSI2PK: `LINKED#${linkedUserId}`,
    GSI2SK: `${ownerId}#${contactId}`,
  }),
  linkedContactPartition: (linkedUserId: string) => `LINKED#${linkedUserId}`,
  /** Written first by an account deletion and removed last: a half-done deletion is found and resumed. */
  deletion: (userId: string) => ({ PK: `USER#${userId}`, SK: 'DELETION' }),
  /**
   * One window's count of a per-account limit (`partition` is the member's, or a source address's for the
   * public username check); `scope` narrows it (the recipient of receipts to one person). Expires by TTL.
   */
  limitCounter: (partition: string, name: string, windowStart: number, scope?: string) => ({
    PK: partition,
    SK: `${keys.prefixes.limit}${name}#${windowStart}${scope ? `#${scopeDigest(scope)}` : ''}`,
  }),
  /** The public username check's limits count per source address. */
  addressPartition: (address: string) => `ADDRESS#${address}`,
  /**
   * A member whose e-mail is not verified yet (written with the profile, deleted on verification), in the
   * sparse GSI1 partition `UNVERIFIED` by sign-up time: the daily sweep reads only the ones past the limit.
   */
  unverifiedAccount: (userId: string, createdAt: string) => ({
    PK: `USER#${userId}`,
    SK: 'UNVERIFIED',
    GSI1PK: unverifiedPartition,
    GSI1SK: `${createdAt}#${userId}`,
  }),
  unverifiedAccountKey: (userId: string) => ({ PK: `USER#${userId}`, SK: 'UNVERIFIED' }),
  /**
   * A member's weekly-digest subscription: exists only while they opted in, and carries the sparse GSI1 key
   * `DIGESTS` / <userId>, so the weekly planner reads only opted-in members (written with the profile's flag).
   */
  digestSubscription: (userId: string) => ({
    PK: `USER#${userId}`,
    SK: 'DIGEST',
    GSI1PK: digestSubscribersPartition,
    GSI1SK: userId,
  }),
  digestSubscriptionKey: (userId: string) => ({ PK: `USER#${userId}`, SK: 'DIGEST' }),
  /** Claimed (conditional put) before a member's digest of an ISO week is sent: one e-mail per week. */
  digestMarker: (userId: string, isoWeek: string) => ({ PK: `USER#${userId}`, SK: `DIGEST#${isoWeek}` }),
  /** The planner's progress through one week's subscribers: a retried planner resumes from its cursor. */
  digestRun: (isoWeek: string) => ({ PK: `DIGESTRUN#${isoWeek}`, SK: 'DIGESTRUN' }),
  /** An address SES reported as bouncing or complaining: never mailed again. Keyed by the lowercase address. */
  suppressedAddress: (email: string) => ({
    PK: `MAILSUPPRESSED#${email.toLowerCase()}`,
    SK: 'MAILSUPPRESSED',
  }),
  /**
   * The dashboard's aggregates, in the member's partition (account deletion sweeps them): `STATS#TOTAL`,
   * per ISO week `STATS#W#<yyyy-Www>`, per month `STATS#M#<yyyy-mm>`, per day `STATS#D#<yyyy-mm-dd>`
   * (received intents and tags).
   */
  stats: (userId: string, sortKey: string) => ({ PK: `USER#${userId}`, SK: sortKey }),
  statsSortKeys,
  statsBucket: (userId: string, bucket: StatsBucket) => ({
    PK: `USER#${userId}`,
    SK: bucket.period === 'total' ? statsSortKeys.total() : statsSortKeys[bucket.period](bucket.name),
  }),
  /**
   * Outside the member's partition, so the dashboard's reads there never grow with the history: a
   * contribution's ledger entry (it exists exactly while the contribution is counted: idempotence), one
   * partition per member.
   */
  statsLedger: (c: Pick<StatsContribution, 'memberId' | 'role' | 'source' | 'receiptId'>) => ({
    PK: `STATSLEDGER#${memberDigest(c.memberId)}`,
    SK: `${c.role}#${c.source}#${c.receiptId}`,
  }),
  /**
   * The pair entries of "you last gave them" (`gave`) and "they last gave you a named one" (`named`), one
   * partition per pair and kind, sorted by the receipt's creation.
   */
  statsPairEntry: (p: StatsPair) => ({
    PK: statsPairPartition(p.memberId, p.kind, p.otherId),
    SK: `${p.createdAt}#${p.receiptId}#${p.source}`,
  }),
  statsPairPartition,
  /** Written once the receipts stored before the dashboard's figures were counted (store/dashboard/stats-replay.ts). */
  statsReplayMarker: { PK: 'TABLE', SK: 'STATS' },
  prefixes: {
    contact: 'CONTACT#',
    circle: 'CIRCLE#',
    receipt: 'RECEIPT#',
    withheld: 'WITHHELD#',
    held: 'HELD#',
    blockEntry: 'BLOCKED#',
    reflection: 'REFLECTION#',
    feedbackRequest: 'ASK#',
    feedbackRequestForMe: 'ASKEDOFME#',
    followUp: 'FOLLOWUP#',
    followUpAsk: 'FOLLOWUPASK#',
    heldFollowUpAnswer: 'HELDANSWER#',
    reportGuard: 'REPORTED#',
    receiptRequest: 'REQUEST#',
    limit: 'LIMIT#',
  },
};

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
 * the only place that names an index.
 */
export const queries = {
  contacts: (userId: string) =>
    keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.contact }),
  circle: (userId: string) =>
    keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.circle }),
  usernamesStartingWith: (prefix: string) =>
    keyCondition(gsi1, keys.usernameIndex(prefix).GSI1PK, { prefix }),
  username: (username: string) =>
    keyCondition(gsi1, keys.usernameIndex(username).GSI1PK, { equals: username }),
  firstNamesStartingWith: (term: string) => keyCondition(gsi3, namePartition(term), { prefix: term }),
  lastNamesStartingWith: (term: string) => keyCondition(gsi4, namePartition(term), { prefix: term }),
  directory: () => keyCondition(gsi2, directoryPartition),
  openReports: () => keyCondition(gsi2, openReportsPartition),
  /** Members still unverified who signed up before `createdBefore` (ISO time), oldest first. */
  unverifiedBefore: (createdBefore: string) =>
    keyCondition(gsi1, unverifiedPartition, { before: createdBefore }),
  /** Members opted in to the weekly digest (the sparse subscription items), by user id. */
  digestSubscribers: () => keyCondition(gsi1, digestSubscribersPartition),
  reflections: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.reflection }),
  feedbackRequests: (askerId: string) =>
    keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.feedbackRequest }),
  feedbackRequestsForMe: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.feedbackRequestForMe }),
  followUps: (askerId: string) =>
    keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.followUp }),
  followUpAsks: (giverId: string) =>
    keyCondition(undefined, keys.userPartition(giverId), { prefix: keys.prefixes.followUpAsk }),
  /** Givers' pending follow-ups whose reminder is due at or before `now` (ISO time), oldest first. */
  dueFollowUpReminders: (now: string) =>
    keyCondition(gsi2, followUpRemindersPartition, { before: `${now}~` }),
  blocks: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.blockEntry }),
  received: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.receipt }),
  /** Received receipts withheld from the hub (a block, a report). */
  withheld: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.withheld }),
  /** Anonymous receipts held for the member's delivery. */
  held: (recipientId: string) =>
    keyCondition(undefined, keys.userPartition(recipientId), { prefix: keys.prefixes.held }),
  /** Anonymous follow-up answers held for the member's delivery. */
  heldFollowUpAnswers: (askerId: string) =>
    keyCondition(undefined, keys.userPartition(askerId), { prefix: keys.prefixes.heldFollowUpAnswer }),
  /** Held receipts whose delivery time is at or before `now` (ISO time), oldest first. */
  dueDeliveries: (now: string) => keyCondition(gsi2, deliveriesPartition, { before: `${now}~` }),
  dueGatheredMail: (now: string) => keyCondition(gsi2, gatheredMailPartition, { before: `${now}~` }),
  receivedInCategory: (recipientId: string, category: string) =>
    keyCondition(gsi3, receivedInCategoryPartition(recipientId, category)),
  publicInCategory: (recipientId: string, category: string) =>
    keyCondition(gsi2, publicInCategoryPartition(recipientId, category)),
  sent: (senderId: string) => keyCondition(gsi1, keys.sentIndexPartition(senderId)),
  /** A recipient's receipts in their hub linked to one goal (read newest first). */
  goalLinked: (recipientId: string, goal: string) =>
    keyCondition(gsi5, goalLinkedPartition(recipientId, goal)),
  sentInCategory: (senderId: string, category: string) =>
    keyCondition(gsi4, sentInCategoryPartition(senderId, category)),
  /** Everything in a member's partition (their account deletion's last sweep). */
  partition: (userId: string) => keyCondition(undefined, keys.userPartition(userId)),
  reportGuards: (userId: string) =>
    keyCondition(undefined, keys.userPartition(userId), { prefix: keys.prefixes.reportGuard }),
  receiptRequests: (senderId: string) =>
    keyCondition(undefined, keys.userPartition(senderId), { prefix: keys.prefixes.receiptRequest }),
  uploadsByOwner: (ownerId: string) => keyCondition(gsi1, keys.uploadsByOwnerPartition(ownerId)),
  linkedContacts: (linkedUserId: string) => keyCondition(gsi2, keys.linkedContactPartition(linkedUserId)),
  /** Whether `ownerId`'s address book holds `linkedUserId` (the contacts linked to that member, by owner). */
  linkedContactsOf: (linkedUserId: string, ownerId: string) =>
    keyCondition(gsi2, keys.linkedContactPartition(linkedUserId), {
      prefix: keys.linkedContact(linkedUserId, ownerId, '').GSI2SK,
    }),
  /** A member's dashboard buckets of one family between two sort keys (inclusive): one bounded Query. */
  statsBetween: (userId: string, from: string, to: string) =>
    keyCondition(undefined, keys.userPartition(userId), { from, to }),
  /** A member's pair entries with one other member (read newest first, one item: the last date). */
  statsPair: (userId: string, kind: 'gave' | 'named', otherId: string) =>
    keyCondition(undefined, statsPairPartition(userId, kind, otherId)),
  /** One receipt the caller sent, by its id. */
  sentReceipt: (senderId: string, receiptId: string) =>
    keyCondition(gsi1, keys.sentIndexPartition(senderId), { equals: receiptId }),
};

/** The key attributes `keyReaders.receiptPlace` reads (a stream consumer reads them beside the fields). */
export const receiptKeyFields = ['SK', 'GSI1PK'] as const;

/** Every reading of a key: what an item's keys say, read here as they are built above. */
export const keyReaders = {
  /**
   * Where a receipt item sits: in its recipient's hub (RECEIPT#) or withheld (WITHHELD#), and whether it is
   * in its sender's sent list (it keeps the sender's index key); null for an item that is not a receipt.
   */
  receiptPlace: (item: Record<string, unknown>): ReceiptPlace | null => {
    const sortKey = typeof item.SK === 'string' ? item.SK : '';
    const source = sortKey.startsWith(keys.prefixes.receipt)
      ? 'hub'
      : sortKey.startsWith(keys.prefixes.withheld)
        ? 'withheld'
        : null;
    return source && { source, inSentList: typeof item.GSI1PK === 'string' && item.GSI1PK !== '' };
  },
  /** A receipt item as the dashboard's figures read it: its fields, and where its keys put it. */
  receiptImage: (item: Record<string, unknown> | undefined): ReceiptImage | undefined =>
    item && { ...item, place: keyReaders.receiptPlace(item) },
  /** The period a dashboard bucket's sort key names (`2026-W09` of `STATS#W#2026-W09`). */
  statsPeriod: (sortKey: unknown, period: 'week' | 'month' | 'day') =>
    String(sortKey).slice(statsSortKeys[period]('').length),
  /** When a pair entry's receipt was made (its sort key's first part). */
  statsPairCreatedAt: (sortKey: unknown) =>
    typeof sortKey === 'string' ? (sortKey.split('#')[0] ?? null) : null,
  /** The recipient a per-recipient count item counts for. */
  sentToRecipient: (sortKey: unknown) => String(sortKey).slice(keys.sentToCounter('', '').SK.length),
  /** The member whose partition a key is in (`USER#<id>`). */
  userOfPartition: (partition: unknown) => String(partition).slice(keys.userPartition('').length),
  /** The upload an upload item is (`UPLOAD#<id>`). */
  uploadOfPartition: (partition: unknown) => String(partition).slice(keys.upload('').PK.length),
  /** Whether a sort key is a withheld receipt's. */
  isWithheld: (sortKey: unknown) => String(sortKey).startsWith(keys.prefixes.withheld),
  /** Whether a sort key is a held (not yet delivered) receipt's. */
  isHeld: (sortKey: unknown) => String(sortKey).startsWith(keys.prefixes.held),
};
