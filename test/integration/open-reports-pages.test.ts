import { randomUUID } from 'node:crypto';
import type { OpenReport } from '@contract/schemas/reports';
import { callApi } from '../support/api';
import { everyPage } from '../support/list-pages';
import { makeModerator } from '../support/moderators';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

/**
 * The open reports a page at a time, as the moderation page reads them with Load more: one more than a
 * page is on two pages, each report once, newest first (the page's side: test/components/moderation-page).
 */
describe('the open reports, page by page', () => {
  it('lists one more than a page over two pages, each report once, newest first', async () => {
    const [member, sender, reporter] = await Promise.all([createMember(), createMember(), createMember()]);
    const prefix = `Paged ${randomUUID().slice(0, 8)}`;
    const texts = [0, 1, 2].map((i) => `${prefix} #${i}`);
    for (const text of texts) {
      const given = await giveReceipt(sender, reporter, { receiptText: text });
      const reported = await callApi('POST', `/receipts/${given.body.id}/report`, {
        token: reporter.idToken,
        body: { reason: 'spam' },
      });
      expect(reported.status).toBe(200);
    }
    const moderator = await makeModerator(member);
    // Pages of two: the other tests on the stack may keep reports open, newer or older than these.
    const pages = await everyPage<OpenReport>(moderator, '/moderation/reports', { limit: '2' });
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const ours = pages
      .flat()
      .map((r) => r.receipt.receiptText)
      .filter((text) => text.startsWith(prefix));
    expect(ours).toEqual([...texts].reverse());
  });
});
