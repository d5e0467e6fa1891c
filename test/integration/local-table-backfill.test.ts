import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../functions/store/platform/keys';
import { tableDefinition } from '../../functions/store/platform/table-definition';
import { ensureTable } from '../../infra/local/dynamodb';
import { awsClientConfig, describeWith, testStack } from '../support/stack';

// Local only: a table kept in `.local/` from before a key existed gets it when the local stack starts.
describeWith('inProcessHandlers')('the local table, kept from an older version', () => {
  const tableName = `backfill-${randomUUID()}`;
  let client: DynamoDBClient;
  let documents: DynamoDBDocumentClient;
  let endpoint: string;

  // In hooks, not the describe body: a skipped describe still runs its body, on targets with no emulators.
  beforeAll(() => {
    client = new DynamoDBClient(awsClientConfig('dynamodb'));
    documents = DynamoDBDocumentClient.from(client);
    endpoint = testStack().local!.dynamoEndpoint;
  });

  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
    client.destroy();
  });

  it('gives old contacts of a member the key their account deletion finds them by', async () => {
    await ensureTable(endpoint, tableName);
    const [ownerId, memberId, contactId] = [randomUUID(), randomUUID(), randomUUID()];
    const oldContact = {
      ...keys.contact(ownerId, contactId),
      entity: 'contact',
      id: contactId,
      userId: memberId,
      name: 'Written before LINKED#',
    };
    const outsider = {
      ...keys.contact(ownerId, 'no-member'),
      entity: 'contact',
      id: 'no-member',
      name: 'Not a member',
    };
    await documents.send(new PutCommand({ TableName: tableName, Item: oldContact }));
    await documents.send(new PutCommand({ TableName: tableName, Item: outsider }));
    await documents.send(
      new PutCommand({ TableName: tableName, Item: { PK: 'TABLE', SK: 'KEYS', version: 2 } }),
    );

    await ensureTable(endpoint, tableName);

    const read = async (key: Record<string, string>) =>
      (await documents.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
    expect(await read(keys.contact(ownerId, contactId))).toEqual({
      ...oldContact,
      ...keys.linkedContact(memberId, ownerId, contactId),
    });
    expect(await read(keys.contact(ownerId, 'no-member'))).toEqual(outsider);
    expect(await read({ PK: 'TABLE', SK: 'KEYS' })).toEqual({
      PK: 'TABLE',
      SK: 'KEYS',
      version: tableDefinition.keysVersion,
    });
  });

  it('gives old reflections the journal keys their category and goal pages read', async () => {
    await ensureTable(endpoint, tableName);
    const [memberId, linked, plain] = [
      randomUUID(),
      '01J0000000000000000000LINK',
      '01J000000000000000000PLAIN',
    ];
    const reflection = (receiptId: string, goal: string | null) => ({
      ...keys.reflection(memberId, receiptId),
      entity: 'reflection',
      receiptId,
      text: 'Written before JCAT#',
      category: 'Work',
      goal,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    for (const item of [reflection(linked, 'Public Speaking'), reflection(plain, null)])
      await documents.send(new PutCommand({ TableName: tableName, Item: item }));
    await documents.send(
      new PutCommand({ TableName: tableName, Item: { PK: 'TABLE', SK: 'KEYS', version: 3 } }),
    );

    await ensureTable(endpoint, tableName);

    const read = async (key: Record<string, string>) =>
      (await documents.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
    expect(await read(keys.reflection(memberId, linked))).toEqual({
      ...reflection(linked, 'Public Speaking'),
      ...keys.journalIndexes(memberId, linked, 'Work', 'Public Speaking'),
    });
    expect(await read(keys.reflection(memberId, plain))).toEqual({
      ...reflection(plain, null),
      ...keys.journalIndexes(memberId, plain, 'Work', null),
    });
  });
});
