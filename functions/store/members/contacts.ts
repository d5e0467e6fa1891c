import type { Contact } from '@contract/schemas/contacts';
import type { AppliedLimit } from '../../domain/account-limits';
import { pageOfMemberList } from '../paging/member-lists';
import * as keys from '../platform/keys';
import * as queries from '../platform/queries';
import { table, transact } from '../platform/table';
import { innerCircleWrite } from '../profiles/counters';
import { memberLimitedWrite } from '../shared/account-limits';

export type ContactItem = Omit<Contact, 'verified' | 'shared'>;

const guardKeys = (userId: string, contact: Pick<ContactItem, 'username' | 'email'>) => [
  keys.contactGuard(userId, 'username', contact.username),
  ...(contact.email ? [keys.contactGuard(userId, 'email', contact.email)] : []),
];

export type AddContactOutcome = 'added' | 'exists' | 'noProfile' | AppliedLimit;

/**
 * Adds a contact with guard items for its username and e-mail, all in one transaction that also checks
 * the owner has a profile: two racing adds of the same person leave one contact, and nothing is written
 * for a user who has not finished profile setup. The owner's contacts-a-day limit is taken in it.
 */
export async function addContact(
  userId: string,
  contact: ContactItem,
  now = new Date(contact.createdAt),
): Promise<AddContactOutcome> {
  const { limit, writes } = memberLimitedWrite('contactsPerDay', userId, now);
  const { failed } = await transact({
    ...writes,
    contact: {
      Put: {
        Item: {
          ...keys.contact(userId, contact.id),
          ...(contact.userId ? keys.linkedContact(contact.userId, userId, contact.id) : {}),
          entity: 'contact',
          ...contact,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    guards: guardKeys(userId, contact).map((key) => ({
      Put: {
        Item: { ...key, entity: 'contactGuard', contactId: contact.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
  });
  if (failed.has('profile')) return 'noProfile';
  // A duplicate is told as such, whatever the count (it would not have been stored either way).
  if (failed.has('contact') || failed.has('guards')) return 'exists';
  if (failed.has('limit') && limit) return limit;
  return failed.size ? 'exists' : 'added';
}

export async function getContact(userId: string, contactId: string): Promise<ContactItem | null> {
  const item = await table.get({ Key: keys.contact(userId, contactId) });
  return item ? toContact(item) : null;
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

/** A page of the address book, in contact-id (creation) order. */
export async function listContacts(userId: string, cursor: string | undefined, limit: number) {
  const page = await pageOfMemberList(
    { name: 'contacts', userId, prefix: keys.prefixes.contact, query: queries.contacts(userId) },
    cursor,
    limit,
  );
  return { items: page.items.map(toContact), cursor: page.cursor };
}

/**
 * Removes the contact, its guards and — when the contact is in the inner circle — its circle entry and the
 * circle counter's place, all in one transaction. The circle entry's presence is a condition of the
 * transaction, so a concurrent add or remove makes it retry rather than leave a member without a contact.
 * `false` when there was no such contact.
 */
export async function deleteContact(userId: string, contactId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [contact, inCircle] = await Promise.all([
      getContact(userId, contactId),
      isCircleMember(userId, contactId),
    ]);
    if (!contact) return false;
    const outcome = await transact({
      contact: {
        Delete: { Key: keys.contact(userId, contactId), ConditionExpression: 'attribute_exists(PK)' },
      },
      circle: inCircle
        ? [
            {
              Delete: {
                Key: keys.circleMember(userId, contactId),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            innerCircleWrite(userId, -1),
          ]
        : {
            ConditionCheck: {
              Key: keys.circleMember(userId, contactId),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
      guards: guardKeys(userId, contact).map((key) => ({ Delete: { Key: key } })),
    });
    if (!outcome.failed.size) return true;
    if (outcome.failed.has('contact')) return false;
    // The circle changed between the read and the write: read again.
  }
  throw new Error('deleteContact: the inner circle kept changing');
}

async function isCircleMember(userId: string, contactId: string): Promise<boolean> {
  const item = await table.get({
    Key: keys.circleMember(userId, contactId),
    ProjectionExpression: 'PK',
    ConsistentRead: true,
  });
  return item !== undefined;
}

/** Whether `ownerId`'s address book holds at least `count` members (contacts linked to a member). */
export async function addressBookHolds(ownerId: string, count: number): Promise<boolean> {
  let members = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      ...queries.contacts(ownerId),
      ProjectionExpression: 'userId',
      ExclusiveStartKey,
    });
    members += (page.Items ?? []).filter((item) => typeof item.userId === 'string').length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (members < count && ExclusiveStartKey);
  return members >= count;
}

/** Whether `memberId` is in `ownerId`'s address book (a contact linked to that member): one key-only read. */
export async function isInAddressBookOf(ownerId: string, memberId: string): Promise<boolean> {
  const { Items } = await table.query({
    ...queries.linkedContactsOf(memberId, ownerId),
    Limit: 1,
    ProjectionExpression: 'PK',
  });
  return (Items ?? []).length > 0;
}
