import { suggestsGiving } from '../domain/dashboard';
import type { DigestContent, DigestReceipt } from '../domain/digest-email';
import type { StoredReceipt } from '../domain/receipts';
import { circleActivityOf } from '../store/dashboard/dashboard';
import { countAnsweredRequests, countFollowUpAnswers } from '../store/receipts/loop-counts';
import { listReceipts } from '../store/receipts/receipt-lists';
import { countReflections } from '../store/receipts/reflections';

const pageSize = 50;

/**
 * The member's receipts of one box created in [since, until), newest first, through the hub's own list read
 * (so withheld, removed and deleted receipts never appear): pages until one reaches past `since`. The cost
 * grows with the receipts of the window, not with the member's history.
 */
async function receiptsBetween(userId: string, box: 'received', since: string, until: string) {
  const found: StoredReceipt[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listReceipts(userId, box, cursor, pageSize, {});
    found.push(...page.items.filter((r) => r.createdAt >= since && r.createdAt < until));
    const oldest = page.items.at(-1);
    if (!page.cursor || !oldest || oldest.createdAt < since) return found;
    cursor = page.cursor;
  }
}

/**
 * What a member's digest says: the window's received receipts, the inner circle not given to lately, and the
 * reflections written.
 */
export async function composeDigest(
  reader: { userId: string; firstName: string },
  window: { isoWeek: string; since: string; until: string },
): Promise<DigestContent> {
  const [received, circle, reflectionsWritten, requestsAnswered, followUpsAnswered] = await Promise.all([
    receiptsBetween(reader.userId, 'received', window.since, window.until),
    circleActivityOf(reader.userId),
    countReflections(reader.userId, window),
    countAnsweredRequests(reader.userId, window),
    countFollowUpAnswers(reader.userId, window),
  ]);
  return {
    isoWeek: window.isoWeek,
    firstName: reader.firstName,
    // An anonymous sender's name is not even carried into the e-mail's making.
    received: received.map(
      ({ id, anonymous, senderName, category, intent }): DigestReceipt => ({
        id,
        anonymous,
        senderName: anonymous ? '' : senderName,
        category,
        intent,
      }),
    ),
    // The dashboard's rule and figures: a member not given to in `limits.innerCircleNudgeDays`.
    nudge: circle
      .filter((m) => suggestsGiving(m, new Date(window.until)))
      .map(({ name, username }) => ({ name, username })),
    reflectionsWritten,
    requestsAnswered,
    followUpsAnswered,
  };
}
