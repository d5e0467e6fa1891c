import * as messages from '@contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import HubPage from '@/features/hub/hub-page';
import { NotificationsSection } from '@/features/settings/notifications-section';
import { answer, type ParsedBodyOf, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { member, signInAs } from './support/session';

/**
 * Receipt e-mails in Settings, and the note to a member whose address is not verified. MSW keeps the
 * setting as the API does; the API's side (the setting kept, no e-mail while it is off, and none to an
 * unverified address) is test/integration/notifications.test.ts.
 */
describe('receipt e-mails', () => {
  let email: boolean;
  let verified: boolean;
  let saved: ParsedBodyOf<'putNotificationSettings'>[];

  beforeEach(() => {
    email = true;
    verified = true;
    saved = [];
    signInAs();
    server.use(
      answer('getMe', () => {
        const me = meOf();
        me.profile.verificationStatus.email = verified;
        return { ...me, notifications: { ...me.notifications, email } };
      }),
      answer('listReceipts', () => emptyPage),
      answer('putNotificationSettings', ({ body }) => {
        saved.push(body);
        email = body.email ?? email;
        return { email, digest: false, digestOffered: false };
      }),
    );
  });
  const showSettings = () => renderInSite(<NotificationsSection />, { path: '/app/settings' });
  const emailSwitch = () => screen.findByRole('switch', { name: messages.emailNotificationsLabel });

  it('turns receipt e-mails off in Settings, and a later visit reads them off', async () => {
    const { user, unmount } = await showSettings();
    const toggle = await emailSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(saved).toEqual([{ email: false }]));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    unmount();
    await showSettings();
    expect((await emailSwitch()).getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    ['Settings', showSettings],
    ['the hub', () => renderInSite(<HubPage />, { path: '/receipts-hub' })],
  ])('tells a member whose e-mail is not verified to verify it to get e-mail, in %s', async (_, show) => {
    verified = false;
    signInAs({ ...member, emailVerified: false });
    await show();
    const notice = await screen.findByText(messages.verifyEmailToGetMail, { exact: false });
    expect(within(notice).getByRole('link', { name: 'Verify Email' }).getAttribute('href')).toBe(
      '/profile-setup',
    );
  });

  it('says nothing of it to a verified member', async () => {
    await showSettings();
    await emailSwitch();
    expect(screen.queryByText(messages.verifyEmailToGetMail, { exact: false })).toBeNull();
  });
});
