import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact } from '@contract/schemas/contacts';
import { dynamo, tableName } from './clients';
import { decodeSingle, encodeSingle, singleStream } from './cursors';
import { cancelledConditions } from './dynamo-errors';
import { keys } from './keys';

export type ContactItem = Omit<Contact, 'verified' | 'shared'>;

const guardKeys = (userId: string, contact: Pick<ContactItem, 'username' | 'email'>) => [
  keys.contactGuard(userId, 'username', contact.username),
  ...(contact.email ? [keys.contactGuard(userId, 'email', contact.email)] : []),
];

/**
 * Adds a contact with guard items for its username and e-mail, all in one transaction: two racing adds
 * of the same person leave one contact. `false` when the username or e-mail is already in the book.
 */
export async function addContact(userId: string, contact: ContactItem): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.contact(userId, contact.id), entity: 'contact', ...contact },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...guardKeys(userId, contact).map((key) => ({
            Put: {
              TableName: tableName(),
              Item: { ...key, entity: 'contactGuard', contactId: contact.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledConditions(error)?.some(Boolean)) return false;
    throw error;
  }
}

export async function getContact(userId: string, contactId: string): Promise<ContactItem | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.contact(userId, contactId) }),
  );
  return Item ? toContact(Item) : null;
}

const toContact = (item: Record<string, unknown>): ContactItem => ({
  id: item.id as string,
  name: item.name as string,
  username: item.username as string,
  email: (item.email as string) ?? '',
  userId: (item.userId as string | null) ?? null,
  tags: (item.tags as ContactItem['tags']) ?? [],
  createdAt: item.createdAt as string,
});

const contactList = (userId: string) =>
  singleStream(JSON.stringify(['contacts', userId]), {
    PK: { equals: keys.userPartition(userId) },
    SK: { prefix: keys.prefixes.contact },
  });

/** A page of the address book, in contact-id (creation) order. */
export async function listContacts(userId: string, cursor: string | undefined, limit: number) {
  const partition = keys.userPartition(userId);
  const list = contactList(userId);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.prefixes.contact },
      ExclusiveStartKey: decodeSingle(list, cursor),
      Limit: limit,
    }),
  );
  return { items: (page.Items ?? []).map(toContact), cursor: encodeSingle(list, page.LastEvaluatedKey) };
}

/** Removes the contact and its guards together; `false` when there was no such contact. */
export async function deleteContact(userId: string, contactId: string): Promise<boolean> {
  const contact = await getContact(userId, contactId);
  if (!contact) return false;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.contact(userId, contactId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          ...guardKeys(userId, contact).map((key) => ({ Delete: { TableName: tableName(), Key: key } })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledConditions(error)?.[0]) return false;
    throw error;
  }
}
