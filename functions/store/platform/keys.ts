/**
 * Every key of the single table is built, read and queried here (see table-definition.ts for the layout).
 * Each builder is its own export, read as `import * as keys`, so a bundle carries only the builders it calls.
 */
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

/**
 * A limit counter's scope (the recipient of receipts to one person) as a digest: the counter sits in the
 * sender's partition for a day, and must not name another member (a deleted one leaves no trace).
 */
const scopeDigest = (scope: string) => createHash('sha256').update(scope).digest('base64url').slice(0, 22);

export const receivedInCategoryPartition = (recipientId: string, category: string) =>
  `RCAT#${recipientId}#${category || otherCategory}`;
export const sentInCategoryPartition = (senderId: string, category: string) =>
  `SCAT#${senderId}#${category || otherCategory}`;

/** Receipts shown on the recipient's public profile in one category (GSI2): hidden ones carry no such key. */
export const publicInCategoryPartition = (recipientId: string, category: string) =>
  `PUBCAT#${recipientId}#${category || otherCategory}`;

/** A recipient's received receipts linked to one of their goals (GSI5), only while in their hub. */
export const goalLinkedPartition = (recipientId: string, goal: string) => `GOAL#${recipientId}#${goal}`;

/** A member's journal in one receipt category (GSI3) or of one goal (GSI5): their reflections only. */
export const journalCategoryPartition = (recipientId: string, category: string) =>
  `JCAT#${recipientId}#${category || otherCategory}`;
export const journalGoalPartition = (recipientId: string, goal: string) => `JGOAL#${recipientId}#${goal}`;

export const unverifiedPartition = 'UNVERIFIED';
export const digestSubscribersPartition = 'DIGESTS';
export const namePartition = (folded: string) => `NAME#${folded.charAt(0)}`;
export const directoryPartition = 'DIRECTORY';
export const openReportsPartition = 'REPORTS#open';
export const deliveriesPartition = 'DELIVERIES';
export const gatheredMailPartition = 'GATHEREDMAIL';
export const followUpRemindersPartition = 'FOLLOWUPREMINDERS';
export const requestRemindersPartition = 'REQUESTREMINDERS';

/** A member in a partition outside their own: a digest, so an account's deletion leaves no trace there. */
const memberDigest = (memberId: string) =>
  createHash('sha256').update(memberId).digest('base64url').slice(0, 22);

/** The dashboard's bucket items: sort keys in the member's partition, one per period (and the totals). */
export const statsSortKeys = {
  total: () => 'STATS#TOTAL',
  week: (week: string) => `STATS#W#${week}`,
  month: (month: string) => `STATS#M#${month}`,
  day: (day: string) => `STATS#D#${day}`,
} as const;

/** Where every pair partition's key begins (the recount of their newest finds them by it). */
export const statsPairPrefix = 'STATSPAIR#';
export const statsPairPartition = (memberId: string, kind: StatsPair['kind'], otherId: string) =>
  `${statsPairPrefix}${memberDigest(memberId)}#${kind}#${memberDigest(otherId)}`;

export const userPartition = (userId: string) => `USER#${userId}`;
export const profile = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const usernameClaim = (username: string) => ({ PK: `USERNAME#${username}`, SK: 'USERNAME' });
export const usernameIndex = (username: string) => ({
  GSI1PK: `UNAME#${username.charAt(0)}`,
  GSI1SK: username,
});
/** A profile by first name (GSI3) and last name (GSI4), folded to search-term letters: user search. */
export const firstNameIndex = (userId: string, firstName: string) => ({
  GSI3PK: namePartition(foldName(firstName)),
  GSI3SK: `${foldName(firstName)}#${userId}`,
});
export const lastNameIndex = (userId: string, lastName: string) => ({
  GSI4PK: namePartition(foldName(lastName)),
  GSI4SK: `${foldName(lastName)}#${userId}`,
});
export const directoryIndex = (userId: string, updatedAt: string) => ({
  GSI2PK: directoryPartition,
  GSI2SK: `${updatedAt}#${userId}`,
});
export const contact = (userId: string, contactId: string) => ({
  PK: `USER#${userId}`,
  SK: `CONTACT#${contactId}`,
});
export const contactGuard = (userId: string, kind: 'username' | 'email', value: string) => ({
  PK: `USER#${userId}`,
  SK: `CONTACTKEY#${kind}:${value}`,
});
export const circleMember = (userId: string, contactId: string) => ({
  PK: `USER#${userId}`,
  SK: `CIRCLE#${contactId}`,
});
export const receipt = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `RECEIPT#${receiptId}`,
});
export const sentIndex = (senderId: string, receiptId: string) => ({
  GSI1PK: `SENT#${senderId}`,
  GSI1SK: receiptId,
});
export const sentIndexPartition = (senderId: string) => `SENT#${senderId}`;
/** Sparse per-category indexes: a filtered hub page or public-profile tab reads only matching receipts. */
export const receivedInCategory = (recipientId: string, category: string, receiptId: string) => ({
  GSI3PK: receivedInCategoryPartition(recipientId, category),
  GSI3SK: receiptId,
});
/**
 * Sparse: only receipts on the recipient's public profile carry it, so a public tab is one Query of
 * shown receipts (hiding removes the key, showing again writes it back).
 */
export const publicInCategory = (recipientId: string, category: string, receiptId: string) => ({
  GSI2PK: publicInCategoryPartition(recipientId, category),
  GSI2SK: receiptId,
});
export const sentInCategory = (senderId: string, category: string, receiptId: string) => ({
  GSI4PK: sentInCategoryPartition(senderId, category),
  GSI4SK: receiptId,
});
export const goalLinked = (recipientId: string, goal: string, receiptId: string) => ({
  GSI5PK: goalLinkedPartition(recipientId, goal),
  GSI5SK: receiptId,
});
export const receiptRequest = (senderId: string, clientRequestId: string) => ({
  PK: `USER#${senderId}`,
  SK: `${prefixes.receiptRequest}${clientRequestId}`,
});
export const sentToCounter = (senderId: string, recipientId: string) => ({
  PK: `USER#${senderId}`,
  SK: `SENTTO#${recipientId}`,
});
/** Written before a receipt's e-mail is sent: a redelivered stream record finds it and sends nothing. */
export const receiptNotification = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `NOTIFIED#${receiptId}`,
});
/**
 * A receipt taken out of its recipient's hub and public profile (blocked sender, reported): the same item
 * under another sort key, so no hub read sees it; it keeps the sender's index keys (GSI1, GSI4).
 */
export const withheldReceipt = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `WITHHELD#${receiptId}`,
});
/**
 * An anonymous receipt held for its recipient's daily delivery: the same item under another sort key, so
 * no hub read sees it; it keeps the sender's index keys (their sent list shows it, and when it delivers).
 */
export const heldReceipt = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `${prefixes.held}${receiptId}`,
});
/**
 * Sparse (GSI2): a held receipt by when it delivers, so each delivery run is one Query of what is due.
 * The id is enough: the item's own keys come with it, and it leaves the index when it is delivered.
 */
export const deliveryIndex = (deliversAt: string, receiptId: string) => ({
  GSI2PK: deliveriesPartition,
  GSI2SK: `${deliversAt}#${receiptId}`,
});
/**
 * When the member's last receipt e-mail left and which receipts wait to be gathered into the next one
 * (`pending`): one item in their partition.
 */
export const mailWindow = (recipientId: string) => ({ PK: `USER#${recipientId}`, SK: 'MAILWINDOW' });
/**
 * Sparse (GSI2): a mail window by when its gathered e-mail is due, so each run is one Query of what is due.
 * A run that finds nothing gathered removes it.
 */
export const gatheredMailIndex = (dueAt: string, recipientId: string) => ({
  GSI2PK: gatheredMailPartition,
  GSI2SK: `${dueAt}#${recipientId}`,
});
export const gatheredMailIndexAttributes = ['GSI2PK', 'GSI2SK'] as const;
/**
 * Per pair and kind (a block made from an anonymous or a named receipt): the send transaction checks
 * both kinds do not exist. In the recipient's partition, never returned.
 */
export const blockGuard = (recipientId: string, senderId: string, kind: 'anonymous' | 'named') => ({
  PK: `USER#${recipientId}`,
  SK: `BLOCK#${senderId}#${kind}`,
});
/** The settings list's row of a block, by an opaque id (the sender's id is never in a response). */
/**
 * A giver's helpful-mark totals (closed rounds) and the round still open: in the giver's partition, never
 * served as it is (functions/store/receipts/helpful-marks.ts).
 */
export const helpfulMarks = (giverId: string) => ({ PK: `USER#${giverId}`, SK: 'HELPFULMARKS' });
/**
 * A person's marks waiting in a giver's open round: one attribute a person on the giver's HELPFULMARKS item,
 * so the open round holds at most one entry for each person (and the item stays small).
 */
export const helpfulRoundEntry = (recipientId: string) => `WAITING#${recipientId}`;
/** The person an attribute of the HELPFULMARKS item is waiting for; null for its other attributes. */
export const recipientOfHelpfulRoundEntry = (attribute: string) =>
  attribute.startsWith('WAITING#') ? attribute.slice('WAITING#'.length) : null;
/** A member's private reflection on a receipt they received: in their own partition, never on the receipt. */
export const reflection = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `REFLECTION#${receiptId}`,
});
/**
 * Sparse journal keys a reflection carries: its receipt's category (always) and goal (when linked), both
 * fixed at sending, so a filtered journal page reads only that category's or goal's reflections.
 */
export const journalIndexes = (
  recipientId: string,
  receiptId: string,
  category: string,
  goal: string | null,
) => ({
  GSI3PK: journalCategoryPartition(recipientId, category),
  GSI3SK: receiptId,
  ...(goal ? { GSI5PK: journalGoalPartition(recipientId, goal), GSI5SK: receiptId } : {}),
});
/** A member's feedback request: in their partition, so the giver's read names the asker and the request. */
export const feedbackRequest = (askerId: string, requestId: string) => ({
  PK: `USER#${askerId}`,
  SK: `${prefixes.feedbackRequest}${requestId}`,
});
/**
 * A feedback request as a chosen contact was sent it, in their partition (their "Asked of you" list):
 * answering it, or the asker's account ending, removes it.
 */
export const feedbackRequestForMe = (recipientId: string, requestId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `${prefixes.feedbackRequestForMe}${requestId}`,
});
/**
 * Sparse (GSI2): a chosen contact's copy of a request, by when its reminder is due; answering removes the
 * copy and the reminder its keys, so each reminder run is one Query of what is due.
 */
export const requestReminderIndex = (remindAt: string, recipientId: string, requestId: string) => ({
  GSI2PK: requestRemindersPartition,
  GSI2SK: `${remindAt}#${recipientId}#${requestId}`,
});
/**
 * A member's "Did I change?" follow-up on a goal, in their partition: the givers it went to are kept on it
 * (never returned), its answers appended as they arrive (an anonymous giver's when it is delivered).
 */
export const followUp = (askerId: string, followUpId: string) => ({
  PK: `USER#${askerId}`,
  SK: `${prefixes.followUp}${followUpId}`,
});
/** When the member last asked about a goal: a conditional write keeps it to one follow-up a month. */
export const followUpGoalGuard = (askerId: string, goal: string) => ({
  PK: `USER#${askerId}`,
  SK: `FOLLOWUPGOAL#${goal}`,
});
/** A follow-up as one giver was asked it, in the giver's partition (their list, their answer). */
export const followUpAsk = (giverId: string, followUpId: string) => ({
  PK: `USER#${giverId}`,
  SK: `${prefixes.followUpAsk}${followUpId}`,
});
/**
 * Sparse (GSI2): a giver's follow-up still pending, by when its reminder is due; answering, declining or
 * the reminder removes it, so each reminder run is one Query of what is due.
 */
export const followUpReminderIndex = (remindAt: string, giverId: string, followUpId: string) => ({
  GSI2PK: followUpRemindersPartition,
  GSI2SK: `${remindAt}#${giverId}#${followUpId}`,
});
/**
 * An anonymous giver's follow-up answer held for the asker's delivery (on the deliveries index, as a held
 * receipt is): not under HELD#, which only receipts use.
 */
export const heldFollowUpAnswer = (askerId: string, answerId: string) => ({
  PK: `USER#${askerId}`,
  SK: `${prefixes.heldFollowUpAnswer}${answerId}`,
});
export const followUpReminderIndexAttributes = ['GSI2PK', 'GSI2SK'] as const;
export const requestReminderIndexAttributes = ['GSI2PK', 'GSI2SK'] as const;
export const blockEntry = (recipientId: string, blockId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `BLOCKED#${blockId}`,
});
/**
 * The index keys a received receipt has only while it is in its recipient's hub (its public tab, its
 * received category): withholding it drops them.
 */
export const hubOnlyIndexAttributes = [
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'GSI5PK',
  'GSI5SK',
] as readonly string[];
/** The sender's index keys of a receipt (sent list, sent per category): a deleted sender's go. */
export const senderIndexAttributes = ['GSI1PK', 'GSI1SK', 'GSI4PK', 'GSI4SK'] as readonly string[];
/** An open report's index keys (`openReportIndex`): handling it removes them. */
export const openReportIndexAttributes = ['GSI2PK', 'GSI2SK'] as readonly string[];
/** A report: its own partition, so a moderator's action finds it by the report's opaque id alone. */
export const report = (reportId: string) => ({ PK: `REPORT#${reportId}`, SK: 'REPORT' });
/**
 * Sparse (GSI2): only an open report carries it, so the moderators' list is one Query of open reports,
 * newest first; handling the report removes it.
 */
export const openReportIndex = (reportedAt: string, reportId: string) => ({
  GSI2PK: openReportsPartition,
  GSI2SK: `${reportedAt}#${reportId}`,
});
/** The reporter's record that a receipt was reported: reporting again finds it and changes nothing. */
export const reportGuard = (recipientId: string, receiptId: string) => ({
  PK: `USER#${recipientId}`,
  SK: `${prefixes.reportGuard}${receiptId}`,
});
export const upload = (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'UPLOAD' });
/** A pending upload by its owner (GSI1): account deletion finds the uploads never attached. */
export const uploadsByOwner = (ownerId: string, uploadId: string) => ({
  GSI1PK: `UPLOADS#${ownerId}`,
  GSI1SK: uploadId,
});
export const uploadsByOwnerPartition = (ownerId: string) => `UPLOADS#${ownerId}`;
/** A contact linked to a member, by that member (GSI2): their account deletion removes it everywhere. */
export const linkedContact = (linkedUserId: string, ownerId: string, contactId: string) => ({
  GSI2PK: `LINKED#${linkedUserId}`,
  GSI2SK: `${ownerId}#${contactId}`,
});
export const linkedContactPartition = (linkedUserId: string) => `LINKED#${linkedUserId}`;
/** Written first by an account deletion and removed last: a half-done deletion is found and resumed. */
export const deletion = (userId: string) => ({ PK: `USER#${userId}`, SK: 'DELETION' });
/**
 * One window's count of a per-account limit (`partition` is the member's, or a source address's for the
 * public username check); `scope` narrows it (the recipient of receipts to one person). Expires by TTL.
 */
export const limitCounter = (partition: string, name: string, windowStart: number, scope?: string) => ({
  PK: partition,
  SK: `${prefixes.limit}${name}#${windowStart}${scope ? `#${scopeDigest(scope)}` : ''}`,
});
/** The public username check's limits count per source address. */
export const addressPartition = (address: string) => `ADDRESS#${address}`;
/**
 * A member whose e-mail is not verified yet (written with the profile, deleted on verification), in the
 * sparse GSI1 partition `UNVERIFIED` by sign-up time: the daily sweep reads only the ones past the limit.
 */
export const unverifiedAccount = (userId: string, createdAt: string) => ({
  PK: `USER#${userId}`,
  SK: 'UNVERIFIED',
  GSI1PK: unverifiedPartition,
  GSI1SK: `${createdAt}#${userId}`,
});
/** A sign-in e-mail the member changed: the notifier tells the old address (TTL `expiresAt`). */
export const signInEmailChange = (userId: string, changedAt: string) => ({
  PK: `USER#${userId}`,
  SK: `EMAILCHANGE#${changedAt}`,
});
/** A change of the member's passkeys or two-step sign-in: the notifier tells them (TTL `expiresAt`). */
export const signInMethodsChange = (userId: string, changedAt: string, changeId: string) => ({
  PK: `USER#${userId}`,
  SK: `SIGNINCHANGE#${changedAt}#${changeId}`,
});
export const unverifiedAccountKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'UNVERIFIED' });
/**
 * A member's weekly-digest subscription: exists only while they opted in, and carries the sparse GSI1 key
 * `DIGESTS` / <userId>, so the weekly planner reads only opted-in members (written with the profile's flag).
 */
export const digestSubscription = (userId: string) => ({
  PK: `USER#${userId}`,
  SK: 'DIGEST',
  GSI1PK: digestSubscribersPartition,
  GSI1SK: userId,
});
export const digestSubscriptionKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'DIGEST' });
/** Claimed (conditional put) before a member's digest of an ISO week is sent: one e-mail per week. */
export const digestMarker = (userId: string, isoWeek: string) => ({
  PK: `USER#${userId}`,
  SK: `DIGEST#${isoWeek}`,
});
/** The planner's progress through one week's subscribers: a retried planner resumes from its cursor. */
export const digestRun = (isoWeek: string) => ({ PK: `DIGESTRUN#${isoWeek}`, SK: 'DIGESTRUN' });
/** An address SES reported as bouncing or complaining: never mailed again. Keyed by the lowercase address. */
export const suppressedAddress = (email: string) => ({
  PK: `MAILSUPPRESSED#${email.toLowerCase()}`,
  SK: 'MAILSUPPRESSED',
});
/**
 * The dashboard's aggregates, in the member's partition (account deletion sweeps them): `STATS#TOTAL`,
 * per ISO week `STATS#W#<yyyy-Www>`, per month `STATS#M#<yyyy-mm>`, per day `STATS#D#<yyyy-mm-dd>`
 * (received intents and tags).
 */
export const stats = (userId: string, sortKey: string) => ({ PK: `USER#${userId}`, SK: sortKey });
export const statsBucket = (userId: string, bucket: StatsBucket) => ({
  PK: `USER#${userId}`,
  SK: bucket.period === 'total' ? statsSortKeys.total() : statsSortKeys[bucket.period](bucket.name),
});
/**
 * Outside the member's partition, so the dashboard's reads there never grow with the history: a
 * contribution's ledger entry (it exists exactly while the contribution is counted: idempotence), one
 * partition per member.
 */
export const statsLedger = (c: Pick<StatsContribution, 'memberId' | 'role' | 'source' | 'receiptId'>) => ({
  PK: `STATSLEDGER#${memberDigest(c.memberId)}`,
  SK: `${c.role}#${c.source}#${c.receiptId}`,
});
/**
 * The pair entries of "you last gave them" (`gave`) and "they last gave you a named one" (`named`), one
 * partition per pair and kind, sorted by the receipt's creation.
 */
export const statsPairEntry = (p: StatsPair) => ({
  PK: statsPairPartition(p.memberId, p.kind, p.otherId),
  SK: `${p.createdAt}#${p.receiptId}#${p.source}`,
});
/**
 * In each pair partition, after every entry: when its newest entry's receipt was made (`latestAt`, absent when
 * there is none), so the dashboard reads it by key (store/profiles/stats-pairs.ts keeps it).
 */
export const statsPairLatest = (partition: string) => ({ PK: partition, SK: 'LATEST' });
/** Written once the pair partitions from before their newest was kept were counted (stats-pairs.ts). */
export const statsPairsRecountMarker = { PK: 'TABLE', SK: 'STATSPAIRS' };
/** Written once the receipts stored before the dashboard's figures were counted (store/dashboard/stats-replay.ts). */
export const statsReplayMarker = { PK: 'TABLE', SK: 'STATS' };
/** Written once the reflections written before their count was kept were counted (reflection-recount.ts). */
export const reflectionsRecountMarker = { PK: 'TABLE', SK: 'REFLECTIONS' };
/** Written once the follow-up answers given before their count was kept were counted (follow-up-recount.ts). */
export const followUpAnswersRecountMarker = { PK: 'TABLE', SK: 'FOLLOWUPANSWERS' };
export const prefixes = {
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
    const source = sortKey.startsWith(prefixes.receipt)
      ? 'hub'
      : sortKey.startsWith(prefixes.withheld)
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
  sentToRecipient: (sortKey: unknown) => String(sortKey).slice(sentToCounter('', '').SK.length),
  /** The member whose partition a key is in (`USER#<id>`). */
  userOfPartition: (partition: unknown) => String(partition).slice(userPartition('').length),
  /** The upload an upload item is (`UPLOAD#<id>`). */
  uploadOfPartition: (partition: unknown) => String(partition).slice(upload('').PK.length),
  /** Whether a sort key is a withheld receipt's. */
  isWithheld: (sortKey: unknown) => String(sortKey).startsWith(prefixes.withheld),
  /** Whether a sort key is a held (not yet delivered) receipt's. */
  isHeld: (sortKey: unknown) => String(sortKey).startsWith(prefixes.held),
};
