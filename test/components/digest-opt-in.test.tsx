import * as messages from '@contract/messages';
import { CreateReceiptRequest } from '@contract/schemas/receipts';
import { screen, waitFor } from '@testing-library/react';
import HubPage from '@/features/hub/hub-page';
import { NotificationsSection } from '@/features/settings/notifications-section';
import type { ParsedBodyOf } from './support/api';
import { answer, server } from './support/api';
import { meOf, receiptFrom } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

type Me = ReturnType<typeof meOf>;
type Settings = Me['notifications'];

/** One receipt Ada gave the member. */
const fromAda = {
  ...receiptFrom(
    CreateReceiptRequest.parse({
      clientRequestId: 'digest-offer-0001',
      recipientId: '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      receiptText: 'You kept the notes.',
      category: 'Work',
    }),
  ),
  type: 'received' as const,
  senderName: 'Ada Lovelace',
};

/**
 * The weekly digest: off by default, offered once on the hub after the first received receipt, and switched
 * in Settings. The API keeps the member's answer (test/integration/digest-settings.test.ts); here MSW keeps
 * it the same way, so a later visit reads it as another device would.
 */
describe('the weekly digest: opt-in in Settings and the one-time offer', () => {
  let saved: ParsedBodyOf<'putNotificationSettings'>[];
  let settings: Settings;
  let received: number;

  beforeEach(() => {
    saved = [];
    received = 0;
    settings = meOf().notifications;
    signInAs();
    server.use(
      answer('getMe', () => {
        const me = meOf();
        me.counters.received = received;
        return { ...me, notifications: settings };
      }),
      answer('listReceipts', () => ({ items: received ? [fromAda] : [], cursor: null })),
      answer('putNotificationSettings', ({ body }) => {
        saved.push(body);
        settings = {
          email: body.email ?? settings.email,
          digest: body.digest ?? settings.digest,
          digestOffered: true,
        };
        return settings;
      }),
    );
  });

  const hub = () => renderInSite(<HubPage />, { path: '/receipts-hub' });
  const offer = () => screen.queryByRole('region', { name: messages.digestOfferTitle });

  it('is off by default and offered only after the first received receipt; "No thanks" ends the offer everywhere', async () => {
    expect(settings).toMatchObject({ digest: false, digestOffered: false });
    const empty = await hub();
    await screen.findByText(messages.noReceiptsFound);
    expect(offer()).toBeNull();
    empty.unmount();

    received = 1;
    const { user, unmount } = await hub();
    expect(await screen.findByText(messages.digestOfferText)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.digestOfferDecline }));
    await waitFor(() => expect(offer()).toBeNull());
    expect(saved).toEqual([{ digestOffered: true }]);
    unmount();

    // A later visit (or another device) reads the answer from the API: no offer again, the digest still off.
    await hub();
    await screen.findByRole('button', { name: /You kept the notes/ });
    expect(offer()).toBeNull();
    await renderInSite(<NotificationsSection />, { path: '/app/settings' });
    const toggle = await screen.findByRole('switch', { name: messages.digestLabel });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('turns the digest on from the offer, and off and on again with the switch in Settings', async () => {
    received = 1;
    const { user, unmount } = await hub();
    await user.click(await screen.findByRole('button', { name: messages.digestOfferAccept }));
    expect(await screen.findByText(messages.digestOfferAccepted)).toBeTruthy();
    await waitFor(() => expect(offer()).toBeNull());
    expect(saved).toEqual([{ digest: true }]);
    unmount();

    await renderInSite(<NotificationsSection />, { path: '/app/settings' });
    const toggle = await screen.findByRole('switch', { name: messages.digestLabel });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(saved).toEqual([{ digest: true }, { digest: false }, { digest: true }]);
    expect(settings).toEqual({ email: true, digest: true, digestOffered: true });
  });
});
