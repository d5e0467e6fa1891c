import { limits } from '@contract/limits';
import { type ContactItem, listContacts } from '../members/contacts';
import { type CircleMemberItem, listCircleMembers } from '../members/inner-circle';
import { pageOfFeedbackRequests } from '../receipts/feedback-requests';
import { pageOfAsks } from '../receipts/follow-up-answers';
import { pageOfFollowUps } from '../receipts/follow-ups';

/**
 * The whole address book and inner circle, for the export's first page. An address book is small next to
 * the receipts (each contact is a few hundred bytes), so it is read in full, a page at a time.
 */
export async function addressBookOf(
  userId: string,
): Promise<{ contacts: ContactItem[]; innerCircle: CircleMemberItem[] }> {
  const contacts = await wholeList((cursor, limit) => listContacts(userId, cursor, limit));
  return { contacts, innerCircle: await listCircleMembers(userId) };
}

/** Every item of a member's list, its pages followed to the end (the lists the export holds whole). */
async function wholeList<T>(
  pageOf: (cursor: string | undefined, limit: number) => Promise<{ items: T[]; cursor?: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOf(cursor, limits.pageSizeMax);
    items.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return items;
}

/** Every feedback request the member made, newest first, with the answers still in their hub. */
export const feedbackRequestsOf = (userId: string) =>
  wholeList((cursor, limit) => pageOfFeedbackRequests(userId, cursor, limit));

/** The member's "Did I change?" follow-ups, newest first, each with its receipts still in the hub. */
export const followUpsOf = (userId: string) =>
  wholeList((cursor, limit) => pageOfFollowUps(userId, cursor, limit));

/** The follow-ups the member was asked, newest first. */
export const followUpsAskedOf = (userId: string) =>
  wholeList((cursor, limit) => pageOfAsks(userId, cursor, limit));
