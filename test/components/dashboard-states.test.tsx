import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { answer, server } from './support/api';
import { dashboardOf, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The dashboard with nothing, little and enough to draw, and when its figures cannot be read. */
describe('the dashboard page', () => {
  beforeEach(() => {
    signInAs();
    server.use(answer('getMe', () => meOf()));
  });
  const showDashboard = () => renderInSite(<DashboardPage />, { path: '/app/dashboard' });
  const getStarted = () => screen.findByRole('region', { name: 'Get started' });
  const flowCard = () => screen.queryByRole('region', { name: 'Received and given' });

  it('shows a new member the next steps and their share link, and no charts', async () => {
    server.use(answer('getDashboard', () => dashboardOf(0)));
    await showDashboard();
    const steps = await getStarted();
    expect(within(steps).getByText(messages.dashboardEmpty)).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'Give a Receipt' })).toBeTruthy();
    expect(within(steps).queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Ask for a receipt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(flowCard()).toBeNull();
  });

  it('shows a checklist, ticked as the member goes, instead of charts until there is enough to draw', async () => {
    server.use(answer('getDashboard', () => dashboardOf(1)));
    await showDashboard();
    const steps = await getStarted();
    expect(
      within(steps).getByText(
        `Your charts start at ${limits.dashboardChartsFrom} receipts, given or received: 1 so far.`,
      ),
    ).toBeTruthy();
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^✓\s*Get your first receipt\.\s*\(done\)/),
      expect.stringMatching(/^Give one\./),
      expect.stringMatching(/^Choose your inner circle\./),
    ]);
    expect(within(steps).getByRole('progressbar').getAttribute('aria-label')).toBe(
      `1 of ${limits.dashboardChartsFrom} receipts for your charts`,
    );
    expect(flowCard()).toBeNull();
  });

  it('says when the figures could not be loaded, and Try Again loads them', async () => {
    // react-query tries once more on its own: both tries fail, then the network is back.
    let failures = 2;
    server.use(
      answer('getDashboard', () =>
        failures-- > 0 ? HttpResponse.error() : dashboardOf(limits.dashboardChartsFrom, 1),
      ),
    );
    const { user } = await showDashboard();
    const said = format(messages.errorLoadingDashboard, { message: messages.networkError });
    expect(await screen.findByText(said)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Received and given' })).toBeTruthy();
    expect(screen.queryByText(said)).toBeNull();
  });
});
