import { limits } from '@contract/limits';
import { type ContactItem, listContacts } from '../members/contacts';
import { type CircleMemberItem, listCircleMembers } from '../members/inner-circle';
import { pageOfFeedbackRequests } from '../receipts/feedback-requests';

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

/** Every feedback request the member made, newest first, with the answers still in their hub. */
export async function feedbackRequestsOf(userId: string) {
  const requests: Awaited<ReturnType<typeof pageOfFeedbackRequests>>['items'] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOfFeedbackRequests(userId, cursor, limits.pageSizeMax);
    requests.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return requests;
}
