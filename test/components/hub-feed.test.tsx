import type { Category } from '@contract/enums';
import * as messages from '@contract/messages';
import { CreateReceiptRequest, type Receipt } from '@contract/schemas/receipts';
import { screen, within } from '@testing-library/react';
import HubPage from '@/features/hub/hub-page';
import { answer, server } from './support/api';
import { meOf, receiptFrom } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** A receipt Ada gave the member, in `category`, opened or not. */
function received(n: number, category: Category, opened = false): Receipt {
  const sent = receiptFrom(
    CreateReceiptRequest.parse({
      clientRequestId: `hub-feed-${String(n).padStart(4, '0')}`,
      recipientId: '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      receiptText: `Receipt number ${n}.`,
      category,
    }),
  );
  return {
    ...sent,
    id: `${sent.id}${n}`,
    type: 'received',
    senderName: 'Ada Lovelace',
    ...(opened ? { openedAt: sent.createdAt } : {}),
  };
}

function showHub(receipts: Receipt[]) {
  const me = meOf();
  me.counters.received = receipts.length;
  me.counters.receivedByCategory = { Work: receipts.length };
  server.use(
    answer('getMe', () => me),
    answer('listReceipts', () => ({ items: receipts, cursor: null })),
  );
  return renderInSite(<HubPage />, { path: '/receipts-hub' });
}

/** How many receipt cards come before `element` in the page. */
const cardsBefore = (element: Element) =>
  [...document.querySelectorAll('.hub-card')].filter(
    (card) => card.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).length;

describe('the hub’s feed', () => {
  beforeEach(() => signInAs());

  it('marks an unopened receipt one way only, with a dot', async () => {
    await showHub([received(1, 'Work'), received(2, 'Work', true)]);
    const fresh = await screen.findByRole('button', { name: /Receipt number 1/ });
    const opened = screen.getByRole('button', { name: /Receipt number 2/ });
    // The dot, named for a screen reader; no pill, no marked border beside it.
    expect(fresh.querySelectorAll('.unread-dot')).toHaveLength(1);
    expect(within(fresh).getByText(messages.unreadMark)).toBeTruthy();
    expect(fresh.querySelectorAll('.hub-mark')).toHaveLength(0);
    expect(fresh.className).toBe(opened.className);
    expect(opened.querySelectorAll('.unread-dot')).toHaveLength(0);
    expect(within(opened).queryByText(messages.unreadMark)).toBeNull();
  });

  it('offers the digest after the first three receipts, across the category groups', async () => {
    await showHub([received(1, 'Work'), received(2, 'Work'), received(3, 'Play'), received(4, 'Play')]);
    const offer = await screen.findByRole('region', { name: messages.digestOfferTitle });
    expect(cardsBefore(offer)).toBe(3);
    expect(screen.getAllByRole('region', { name: messages.digestOfferTitle })).toHaveLength(1);
  });

  it('offers it after the third receipt of one category, between its cards', async () => {
    await showHub([1, 2, 3, 4, 5].map((n) => received(n, 'Work')));
    const offer = await screen.findByRole('region', { name: messages.digestOfferTitle });
    expect(cardsBefore(offer)).toBe(3);
  });

  it('offers it after the last receipt when there are fewer than three', async () => {
    await showHub([received(1, 'Work'), received(2, 'Play')]);
    const offer = await screen.findByRole('region', { name: messages.digestOfferTitle });
    expect(cardsBefore(offer)).toBe(2);
    expect(document.querySelectorAll('.hub-card')).toHaveLength(2);
  });
});
