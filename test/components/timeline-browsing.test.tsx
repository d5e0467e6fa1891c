import type { Category } from '@contract/enums';
import { errorCodes } from '@contract/error-codes';
import { CreateReceiptRequest, type Receipt } from '@contract/schemas/receipts';
import { screen, waitFor, within } from '@testing-library/react';
import TimelinePage from '@/features/timeline/timeline-page';
import { answer, apiError, server } from './support/api';
import { meOf, receiptFrom } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const firstPage = 30;
/** Noon on the 15th, `back` months before March 2026, `n` ms on to keep a month's receipts in order. */
const monthsAgo = (back: number, n = 0) => new Date(Date.UTC(2026, 2 - back, 15, 12, 0, 0, n)).toISOString();
const monthLabel = (back: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(monthsAgo(back)));

/** A receipt of the timeline: `received` from Finn Friend, or sent to him. */
function timelineReceipt(text: string, category: Category, at: string, received: boolean): Receipt {
  const sent = receiptFrom(
    CreateReceiptRequest.parse({
      clientRequestId: `timeline-${text.replace(/\W/g, '-')}`.slice(0, 64),
      recipientId: '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      receiptText: text,
      category,
    }),
  );
  const friend = { senderName: 'Finn Friend', type: 'received' as const };
  return { ...sent, id: `01JTIMELINE${at.replace(/\D/g, '')}`, createdAt: at, ...(received ? friend : {}) };
}

/** Newest first: this month one of each, last month 20 sent (Play), two months ago 20 received (Work). */
const all = [
  timelineReceipt('Received this month', 'Work', monthsAgo(0, 2), true),
  timelineReceipt('Sent this month', 'Health', monthsAgo(0, 1), false),
  ...Array.from({ length: 20 }, (_, i) =>
    timelineReceipt(`Sent last month ${19 - i}`, 'Play', monthsAgo(1, 19 - i), false),
  ),
  ...Array.from({ length: 20 }, (_, i) =>
    timelineReceipt(`Older ${19 - i}`, 'Work', monthsAgo(2, 19 - i), true),
  ),
];

const cards = () => document.querySelectorAll('.timeline-list .hub-card');
const monthHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/**
 * The timeline's own behaviour: Load more by keyboard moving the focus onto the next page's first card, the
 * card's dialog and the focus back, and the category filter with its month headings. MSW pages and filters
 * as the API does (its paging and filters: test/integration/receipts*); the next page loading as the list's
 * end scrolls into view stays in the browser (test/e2e/timeline.test.ts).
 */
describe('the timeline at /app/receipts', () => {
  beforeEach(() => {
    signInAs();
    server.use(
      answer('getMe', () => meOf()),
      answer('markReceiptOpened', () => ({})),
      answer('getReflection', () => apiError(404, errorCodes.notFound, 'No reflection yet')),
      answer('listReceipts', ({ url }) => {
        const category = url.searchParams.get('category');
        const matching = all.filter((r) => !category || r.category === category);
        if (url.searchParams.get('cursor')) return { items: matching.slice(firstPage), cursor: null };
        return { items: matching.slice(0, firstPage), cursor: matching.length > firstPage ? 'next' : null };
      }),
    );
  });
  const showTimeline = () => renderInSite(<TimelinePage />, { path: '/app/receipts' });

  it('keyboard only: Load more brings the next page and moves the focus onto its first card', async () => {
    const { user } = await showTimeline();
    await screen.findByRole('button', { name: /Received this month/ });
    expect(cards()).toHaveLength(firstPage);
    expect(monthHeadings()).toEqual([0, 1, 2].map(monthLabel));
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    for (let i = 0; i < 80 && document.activeElement !== loadMore; i++) await user.tab();
    expect(document.activeElement).toBe(loadMore);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Older 11'));
    expect(cards()).toHaveLength(all.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // The focused card opens its details with the keyboard, and Escape brings the focus back.
    const card = document.activeElement;
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'From Finn Friend' });
    expect(within(dialog).getAllByText(/Older 11/).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(card);
  });

  it('filters by category like the hub, and keeps the month headings', async () => {
    const { user } = await showTimeline();
    await screen.findByRole('button', { name: /Received this month/ });
    await user.click(screen.getByRole('button', { name: /^Health/ }));
    await screen.findByRole('button', { name: /Sent this month/ });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(monthHeadings()).toEqual([monthLabel(0)]);
    await user.click(screen.getByRole('button', { name: /^Play/ }));
    await screen.findByRole('button', { name: /Sent last month 19/ });
    await waitFor(() => expect(monthHeadings()).toEqual([monthLabel(1)]));
  });
});
