/**
 * The one DynamoDB table, as data: the CDK Data stack and the local stack both build it from here.
 *
 * | item                | PK                     | SK                   | GSI1PK / GSI1SK                  | GSI2PK / GSI2SK              |
 * |---------------------|------------------------|----------------------|----------------------------------|------------------------------|
 * | profile             | USER#<id>              | PROFILE              | UNAME#<first char> / <username>  | DIRECTORY / <updatedAt>#<id> |
 * |   (also)            | GSI3PK NAME#<first char> / GSI3SK <folded first name>#<id>; GSI4PK NAME#<first char> / GSI4SK <folded last name>#<id> |
 * | username claim      | USERNAME#<username>    | USERNAME             |                                  |                              |
 * | address-book entry  | USER#<id>              | CONTACT#<contactId>  |                                  |                              |
 * | contact guard       | USER#<id>              | CONTACTKEY#<kind>:<v>|                                  |                              |
 * | inner-circle member | USER#<id>              | CIRCLE#<contactId>   |                                  |                              |
 * | receipt             | USER#<recipientId>     | RECEIPT#<ulid>       | SENT#<senderId> / <ulid>         |                              |
 * |   (also, sparse)    | GSI3PK RCAT#<recipientId>#<category or Other> / GSI3SK <ulid>; GSI4PK SCAT#<senderId>#<category or Other> / GSI4SK <ulid> |
 * |   (also, sparse)    | GSI2PK PUBCAT#<recipientId>#<category or Other> / GSI2SK <ulid>, only while not hidden from the public profile |
 * |   (also, sparse)    | GSI5PK GOAL#<recipientId>#<goal tag> / GSI5SK <ulid>, only on a goal-linked receipt while in its recipient's hub |
 * | idempotency record  | USER#<senderId>        | REQUEST#<clientId>   |                                  |                              |
 * | receipts sent to    | USER#<senderId>        | SENTTO#<recipientId> |                                  |                              |
 * | receipt e-mail sent | USER#<recipientId>     | NOTIFIED#<ulid>      |                                  |                              |
 * | mail window         | USER#<recipientId>     | MAILWINDOW           |                                  | GATHEREDMAIL / <dueAt>#<recipientId>, only while receipts wait (or just sent) |
 * | held receipt        | USER#<recipientId>     | HELD#<ulid>          | SENT#<senderId> / <ulid>         | DELIVERIES / <deliversAt>#<ulid> |
 * | pending upload      | UPLOAD#<uploadId>      | UPLOAD               | UPLOADS#<ownerId> / <uploadId>   |                              |
 * | withheld receipt    | USER#<recipientId>     | WITHHELD#<ulid>      | SENT#<senderId> / <ulid>         |                              |
 * | block guard         | USER#<recipientId>     | BLOCK#<senderId>#<anonymous or named> |                 |                              |
 * | block (list row)    | USER#<recipientId>     | BLOCKED#<blockId>    |                                  |                              |
 * | reflection          | USER#<recipientId>     | REFLECTION#<receiptId> |                                |                              |
 * |   (also, sparse)    | GSI3PK JCAT#<recipientId>#<category or Other> / GSI3SK <receiptId>; GSI5PK JGOAL#<recipientId>#<goal tag> / GSI5SK <receiptId>, only when goal-linked |
 * | helpful-mark totals | USER#<giverId>         | HELPFULMARKS         | (counted rounds; the open round as a set of <recipientId>/<receiptId>) |  |
 * | feedback request    | USER#<askerId>         | ASK#<ulid>           |                                  |                              |
 * | request for a contact | USER#<recipientId>   | ASKEDOFME#<ulid>     |                                  | REQUESTREMINDERS / <remindAt>#<recipientId>#<ulid>, until reminded |
 * | goal follow-up      | USER#<askerId>         | FOLLOWUP#<ulid>      |                                  |                              |
 * | follow-up goal guard| USER#<askerId>         | FOLLOWUPGOAL#<goal>  |                                  |                              |
 * | follow-up to giver  | USER#<giverId>         | FOLLOWUPASK#<ulid>   |                                  | FOLLOWUPREMINDERS / <remindAt>#<giverId>#<ulid>, only while pending, not reminded |
 * | held follow-up answer | USER#<askerId>       | HELDANSWER#<ulid>    |                                  | DELIVERIES / <deliversAt>#<ulid> |
 * | report              | REPORT#<reportId>      | REPORT               |                                  | REPORTS#open / <reportedAt>#<reportId>, only while open |
 * | report guard        | USER#<recipientId>     | REPORTED#<receiptId> |                                  |                              |
 * | limit counter       | USER#<id> or ADDRESS#<ip> | LIMIT#<limit>#<window start>[#<recipientId>] |   |                              |
 * | key version marker  | TABLE                  | KEYS                 | (local stack only: backfill once) |                             |
 * | figures replayed    | TABLE                  | STATS                | (local stack only: replay once)   |                             |
 * | reflections recounted | TABLE                | REFLECTIONS          | (local stack only: recount once)  |                             |
 * | pairs' newest set     | TABLE                | STATSPAIRS           | (local stack only: recount once)  |                             |
 * | follow-up answers recounted | TABLE          | FOLLOWUPANSWERS      | (local stack only: recount once)  |                             |
 * | account deletion    | USER#<id>              | DELETION             |                                  |                              |
 * | unverified member   | USER#<id>              | UNVERIFIED           | UNVERIFIED / <createdAt>#<id> (sparse) |                        |
 * | sign-in e-mail change | USER#<id>            | EMAILCHANGE#<at>     | (TTL `expiresAt`)                |                              |
 * | sign-in methods change | USER#<id>           | SIGNINCHANGE#<at>#<ulid> | (TTL `expiresAt`)                |                              |
 * | suppressed address  | MAILSUPPRESSED#<email> | MAILSUPPRESSED       |                                  |                              |
 * | digest subscription | USER#<id>              | DIGEST               | DIGESTS / <id> (sparse: only while opted in) |                  |
 * | digest sent (week)  | USER#<id>              | DIGEST#<isoWeek>     | (TTL `expiresAt`)                |                              |
 * | digest run (week)   | DIGESTRUN#<isoWeek>    | DIGESTRUN            | (the planner's cursor; TTL)      |                              |
 * | (contact, linked)   | (as above)             |                      |                                  | LINKED#<userId> / <ownerId>#<contactId> |
 *
 * Mail only to verified owners: a profile created with an unverified e-mail gets an UNVERIFIED item in the
 * same transaction (deleted when the member verifies); the daily sweep Queries GSI1 `UNVERIFIED` for sort keys
 * before now minus `limits.unverifiedAccountDays`, so it reads only accounts to remove. SES bounces and
 * complaints write MAILSUPPRESSED#<address>; the notifier reads it before every e-mail.
 *
 * A pending upload records who was handed the opaque media key `pending/<uploadId>` and for what (`ownerId`,
 * `kind` photo | voice): ownership is read from here, never from the key. Attaching the upload deletes the
 * record in the same write that uses it (a receipt's transaction, or the photo's claim), so a file is
 * attached once. Unattached records expire by the table's TTL attribute `expiresAt` (epoch seconds), as the
 * pending objects do by the bucket's lifecycle rule.
 *
 * Access patterns: profile by id (GetItem); username claim (conditional Put in the profile's transaction);
 * user search (bounded Queries: GSI1 exact username and username prefix, GSI3/GSI4 first/last-name
 * prefix); user directory newest first (Query GSI2); received receipts (Query PK begins_with RECEIPT#); sent receipts (Query GSI1 SENT#<id>, newest first);
 * received / sent receipts in one category (Query GSI3 / GSI4, newest first): the hub's category filter
 * (both merged for "all") and the public profile's category tabs.
 *
 * Why an index per category filter rather than a FilterExpression: a filter reads and pays for every
 * receipt it skips, so a sparse category in a big box would cost reads proportional to the box (or, with
 * a read budget, return short or empty pages with a cursor). GSI3/GSI4 hold only matching receipts, so a
 * full filtered page is one Query whatever the size of the box, at the price of two extra index writes per
 * receipt (the category never changes, so no index maintenance on edit). Free-text search (`q`) stays a
 * filter: it keeps reading (bounded, see streams.ts) until the page is full or the box ends.
 * GSI3/GSI4 are shared by item types whose partitions never meet (RCAT#/SCAT#/JCAT# vs NAME#).
 * A table deployed before GSI3/GSI4 needs two deploys (DynamoDB creates one index per table update) and
 * its receipts and profiles need their new index keys written (infra/local/dynamodb.ts does both locally).
 * Cursors are the last key read, checked against the exact key shape of their list (store/cursors.ts).
 * Hiding from the public profile: the recipient's hub (partition, GSI3) keeps a hidden receipt, marked by
 * its `hiddenAt`; public tabs read GSI2 `PUBCAT#`, whose key a hidden receipt does not carry, so a public
 * page is one Query of shown receipts (never a filter). The flag, the GSI2 key and the profile's
 * `counters.hidden` / `counters.hiddenByCategory` (subtracted from the public counts) change in one
 * transaction conditioned on the current state. GSI2 is shared with the profile's DIRECTORY partition.
 * A table with receipts from before PUBCAT# needs them backfilled (receiptItem writes the key).
 * Blocking: the send transaction ConditionChecks both block guards of the pair (absent), so a block written
 * first refuses the send. The block then sweeps the recipient's partition (strongly consistent) for the
 * sender's receipts of the block's kind and moves each to WITHHELD# in a transaction with the recipient's
 * counters: no hub read (partition RECEIPT#, GSI3, GSI2) sees it; it keeps GSI1/GSI4, so the sender's view
 * is unchanged. Unblock moves the ones it withheld (`withheldFor` = block:<blockId>) back. User search
 * leaves out people who blocked the searcher (one BatchGetItem of their guards).
 * Reporting: the report, the reporter's REPORTED# guard (conditional: reporting twice writes nothing) and
 * the receipt's move to WITHHELD# (`withheldFor` = report:<reportId>) with the recipient's counters are one
 * transaction. Moderators list open reports by the sparse GSI2 REPORTS#open (newest first); dismissing or
 * removing removes those keys in a write conditioned on `status = open`. Removal deletes the WITHHELD# item
 * and gives back the sender's counters and SENTTO# count in that same transaction.
 * Goals: a receipt a giver linked to one of the recipient's goals carries the sparse GSI5 key
 * `GOAL#<recipientId>#<tag>` / <ulid> while it is in the hub (a hub-only key: withholding drops it, restoring
 * writes it back), so a goal's latest receipts are one Query whatever the history. Its month's count
 * (`counters.receivedByGoalMonth`, `<tag>#<YYYY-MM>`) moves with the received counters, in the same
 * transactions. The send's update of the recipient's counters is conditioned on the goal being one of their
 * goal tags and goals sharing being on, so a goal removed or made private meanwhile refuses the send.
 * Reflections: the recipient's private note on a receipt is its own item in their partition, never on the
 * receipt's item (the sender reads that too); the journal Queries the partition's REFLECTION# items newest
 * first (receipt ids are ULIDs). Filtered, it Queries a sparse index instead, never a FilterExpression over
 * the journal: the reflection carries its receipt's category as GSI3 `JCAT#<id>#<category>` and its goal as
 * GSI5 `JGOAL#<id>#<goal>` (both fixed at sending, copied on), so a category's or goal's page is one Query
 * of Limit = page size whatever the journal's size (both: the goal's index filtered by category).
 * Their count as the journal lists them (`counters.reflections` on the profile) moves in the transaction of a
 * reflection's first write or removal (with a ConditionCheck that the receipt is in the hub, or not) and of a
 * receipt's withholding or restoring (with a ConditionCheck per receipt that its reflection is, or is not, there).
 * Feedback requests: a request is an item in its asker's partition (their deletion's sweep takes it), read by
 * a giver with the asker's id and its own; the asker's list Queries the partition's ASK# items newest first.
 * Its answers are a list of receipt ids on it, appended in the send's transaction (conditioned on the request
 * being open and not full), or for an anonymous receipt in its delivery's transaction, so the asker learns of
 * it no sooner than of the receipt. Its end is `closesAt` (ISO), not the table's TTL attribute: an expired
 * request is still listed.
 * Follow-ups ("Did I change?"): one item in the asker's partition keeps the givers it went to (never returned)
 * and its answers; a FOLLOWUPGOAL# guard, written in the same transaction on the condition that the last ask
 * is a month old, keeps one a month per goal; each giver gets a FOLLOWUPASK# item in their own partition. An
 * anonymous giver's answer waits as a HELDANSWER# item on the deliveries index and is appended at delivery.
 * Their count as the goals page shows them (`counters.followUpAnswers` on the asker's profile) moves in the
 * transaction that appends an answer (a named one's, a delivery's).
 * A receipt's `openedAt` (the hub's "new" mark) is a plain attribute on the receipt item, set once by the
 * recipient with an UpdateItem on its own key: no extra item or index.
 *
 * Dashboard figures (store/profiles/counters-stats.ts, domain/counters-stats.ts): per-member buckets in the member's
 * partition, `STATS#TOTAL` (received, given, per day context, given per ISO week for the giving run),
 * `STATS#W#<ISO week>` (received and given per category, received intents and tags), `STATS#M#<yyyy-mm>`
 * (per category) and `STATS#D#<yyyy-mm-dd>` (received intents and tags), kept by the stream consumer
 * events/dashboard-stats.ts: a receipt counts for its recipient while it is a RECEIPT# item, for its sender
 * while it carries the sender's GSI1 key (RECEIPT# or WITHHELD#). Each contribution has a ledger item
 * (`STATSLEDGER#<member digest>` / `<role>#<hub|withheld>#<receiptId>`), put or deleted in the same
 * transaction as the buckets (conditioned: a redelivered record changes nothing) with a ConditionCheck that
 * the member's profile exists (a deleted member gets nothing back). Pair entries
 * (`STATSPAIR#<member digest>#<gave|named>#<other digest>` / `<createdAt>#<receiptId>#<source>`, named
 * receipts only for `named`) hold the inner circle's last dates; after a batch's moves the consumer reads each
 * touched partition's newest entry again and writes it to the partition's `LATEST` item (a ticket, `version`,
 * taken before the read keeps an older sync from overwriting a newer one: store/profiles/stats-pairs.ts), so
 * a receipt leaving the hub gives back the entry before it. Ledger and pairs
 * live outside the member's partition so its reads never meet them; digests, so a deleted member's id is
 * nowhere while the consumer takes their entries back. The dashboard reads: Query SK BETWEEN for ~27 weeks /
 * 12 months, the circle and the requests asked (with their answers' receipts when there are some), then one
 * BatchGetItem of TOTAL, the profile (`counters.reflections`, `counters.followUpAnswers`), the days of two
 * edge weeks and each circle member's two `LATEST` items.
 *
 * The table's stream (new and old images) feeds the notifier: a new receipt item → one e-mail, claimed by a
 * conditional put of its NOTIFIED# item. The profile's `counters.unread` counts receipts since the hub was
 * last opened (`hubSeenAt`; incremented in the receipt's transaction, and lowered when a receipt that came
 * after `hubSeenAt` is withheld by a block or report); `notifications.email` (absent = on) and
 * `unsubscribeKey` (the secret of the one-click unsubscribe link) live on the profile too.
 *
 * Weekly digest (functions/digest/): opting in writes the profile's `digest` flag and the DIGEST subscription
 * item in one transaction; opting out (Settings, or the digest's unsubscribe link) deletes the item. The
 * weekly planner Queries GSI1 `DIGESTS` page by page, so a run reads opted-in members only, never the
 * directory. The sender claims `DIGEST#<isoWeek>` (conditional put, state `sending`) before it sends and sets
 * `sent` after: a redelivered message or a retried planner finds the marker and sends nothing.

 * Pending upload by id (consistent GetItem, then a conditional Delete that uses it up).
 *
 * Account deletion (store/account-deletion.ts) finds everything of a member by key or index, never by a
 * scan: their partition, received receipts (PK), sent receipts (GSI1 SENT#), never-attached uploads (GSI1
 * UPLOADS#<ownerId>), and others' address-book entries linked to them (GSI2 LINKED#<userId>, written on
 * contacts whose username was a member). The DELETION marker is written first and removed last, and a
 * profile cannot be created while it exists. The same key holds an operator's `disabled` record
 * (store/shared/account-ends.ts): the API reads it on every authenticated request. Contacts and uploads written before these index keys existed
 * are not found by them (uploads expire within a day; the local stack backfills old linked contacts, AWS
 * would need the same backfill).
 * Received receipts go from both RECEIPT# and WITHHELD# with their senders' counters; a sent receipt its
 * recipient withheld is detached in place (its own key), its block's guard deleted and the block's row
 * renamed "Former member"; reports keep their content but lose `senderId`/`reporterId` of the member.
 *
 * Per-account limits (store/shared/account-limits.ts): a counter item per limit and fixed window, in the member's
 * partition (so account deletion sweeps it) or the source address's for the public username check. It is
 * incremented with `count < max` as the condition, inside the transaction of the write it counts (a send,
 * an upload record, a contact) or on its own before a read-only operation (search, username check), so
 * concurrent requests never pass the limit. `expiresAt` (TTL) removes it an hour after its window ends.
 *
 * Every Query's key condition is built by `queries` in keys.ts, the one module that names an index.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { name: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
  ],
  /**
   * The notifier reads what was written; the dashboard's consumer also reads what a changed or removed
   * receipt was (the old image), to take back exactly what it had counted.
   */
  streamViewType: 'NEW_AND_OLD_IMAGES',
  timeToLiveAttribute: 'expiresAt',
  /**
   * Raised when items get a new index key; the local stack backfills a kept table once (2: PUBCAT#,
   * 3: LINKED# on contacts of members, 4: JCAT#/JGOAL# on reflections).
   */
  keysVersion: 4,
} as const;

export const tableNameFor = (stage: string) => `receipts-${stage}`;
export const mediaBucketPrefix = 'receipts-media';
