import { limits } from '@contract/limits';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SiteFooter } from '@/components/site-footer';
import { passTime, startTestClock } from './support/clock';
import { renderInSite } from './support/render';

/** The toasts (SPEC §9), shown by the landing footer's social icons while a network has no address. */
describe('toasts', () => {
  beforeEach(() => startTestClock());
  afterEach(() => jest.useRealTimers());

  const footerThenContact = () =>
    renderInSite(
      <Routes>
        <Route path="/" element={<SiteFooter />} />
        <Route path="/contact" element={<h1>Contact</h1>} />
      </Routes>,
    );
  const notifications = () => screen.getByRole('region', { name: 'Notifications' });
  const comingSoon = (network: string) => `Receipts on ${network} is coming soon`;

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    const { user } = await footerThenContact();
    await user.click(screen.getByRole('button', { name: 'Receipts on Instagram' }));
    expect(within(notifications()).getByText(comingSoon('Instagram'))).toBeTruthy();
    expect(within(notifications()).getAllByRole('status')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Receipts on LinkedIn' }));
    expect(within(notifications()).getByText(comingSoon('LinkedIn'))).toBeTruthy();
    expect(within(notifications()).queryByText(comingSoon('Instagram'))).toBeNull();
    expect(notifications().querySelectorAll('.toast')).toHaveLength(1);

    // Dismissal closes it.
    await user.click(within(notifications()).getByRole('button', { name: 'Dismiss notification' }));
    expect(notifications().querySelectorAll('.toast')).toHaveLength(0);

    // Its action runs: Contact opens the contact page.
    await user.click(screen.getByRole('button', { name: 'Receipts on X' }));
    await user.click(within(notifications()).getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(notifications().querySelectorAll('.toast')).toHaveLength(0);
  });

  it('closes a toast by itself after 5 seconds, not sooner', async () => {
    const { user } = await footerThenContact();
    await user.click(screen.getByRole('button', { name: 'Receipts on Facebook' }));
    // The pointer leaves it: hovering would pause the countdown.
    await user.unhover(notifications().querySelector('.toast') as Element);
    passTime(limits.toastDurationMs - 1);
    expect(notifications().querySelectorAll('.toast')).toHaveLength(1);
    passTime(1);
    expect(notifications().querySelectorAll('.toast')).toHaveLength(0);
  });
});
