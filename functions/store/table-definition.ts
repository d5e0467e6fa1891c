/**
 * The one DynamoDB table, as data: the CDK Data stack and the local stack both build it from here.
 *
 * | item                | PK                     | SK                   | GSI1PK / GSI1SK                  | GSI2PK / GSI2SK              |
 * |---------------------|------------------------|----------------------|----------------------------------|------------------------------|
 * | profile             | USER#<id>              | PROFILE              | UNAME#<first char> / <username>  | DIRECTORY / <updatedAt>#<id> |
 * | username claim      | USERNAME#<username>    | USERNAME             |                                  |                              |
 * | address-book entry  | USER#<id>              | CONTACT#<contactId>  |                                  |                              |
 * | contact guard       | USER#<id>              | CONTACTKEY#<kind>:<v>|                                  |                              |
 * | inner-circle member | USER#<id>              | CIRCLE#<contactId>   |                                  |                              |
 * | receipt             | USER#<recipientId>     | RECEIPT#<ulid>       | SENT#<senderId> / <ulid>         |                              |
 * | idempotency record  | USER#<senderId>        | REQUEST#<clientId>   |                                  |                              |
 * | receipts sent to    | USER#<senderId>        | SENTTO#<recipientId> |                                  |                              |
 *
 * Access patterns: profile by id (GetItem); username claim (conditional Put in the profile's transaction);
 * username prefix search (Query GSI1, bounded); user directory newest first (Query GSI2); received receipts
 * (Query PK begins_with RECEIPT#, newest first); sent receipts (Query GSI1 SENT#<id>, newest first).
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export const tableNameFor = (stage: string) => `receipts-${stage}`;
export const mediaBucketPrefix = 'receipts-media';
