import { limits } from '@contract/limits';
import { type ContactItem, listContacts } from '../members/contacts';
import { type CircleMemberItem, listCircleMembers } from '../members/inner-circle';

/**
 * The whole address book and inner circle, for the export's first page. An address book is small next to
 * the receipts (each contact is a few hundred bytes), so it is read in full, a page at a time.
 */
export async function addressBookOf(
  userId: string,
): Promise<{ contacts: ContactItem[]; innerCircle: CircleMemberItem[] }> {
  const contacts: ContactItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listContacts(userId, cursor, limits.pageSizeMax);
    contacts.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return { contacts, innerCircle: await listCircleMembers(userId) };
}
