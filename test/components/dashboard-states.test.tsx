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

  it('writes figures of few receipts as sentences, with no chart, table or checklist', async () => {
    const one = dashboardOf(1);
    const noticed = {
      ...one.noticed,
      intents: [{ name: 'Active Listening' as const, recent: 1, previous: 0 }],
      tags: [{ name: 'Remained Grounded' as const, recent: 1, previous: 0 }],
    };
    server.use(answer('getDashboard', () => ({ ...one, noticed })));
    await showDashboard();
    const people = await screen.findByRole('region', { name: 'What people notice most' });
    const days = limits.dashboardNoticedDays;
    expect(
      within(people).getByText(
        format(messages.noticedFewRecent, { receipts: 'One receipt', days, intents: 'Active Listening' }),
      ),
    ).toBeTruthy();
    expect(
      within(people).getByText(format(messages.noticedFewTags, { tags: 'Remained Grounded' })),
    ).toBeTruthy();
    expect(within(people).queryByText(/\(before: 0\)/)).toBeNull();
    const flow = screen.getByRole('region', { name: 'Received and given' });
    expect(within(flow).getByText('In the last 12 weeks you received 1 receipt, in Work.')).toBeTruthy();
    const later = format(messages.dashboardChartLater, { count: limits.dashboardChartsFrom });
    expect(screen.getAllByText(later)).toHaveLength(3);
    expect(screen.queryByRole('list', { name: /per week$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Table view' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('draws a figure as a chart once it counts the minimum, and keeps the others as sentences', async () => {
    server.use(answer('getDashboard', () => dashboardOf(limits.dashboardChartsFrom, 1)));
    const { user } = await showDashboard();
    const later = format(messages.dashboardChartLater, { count: limits.dashboardChartsFrom });
    const flow = await screen.findByRole('region', { name: 'Received and given' });
    // jsdom lays nothing out, so the chart's own list never draws: its table shows the figures instead.
    await user.click(within(flow).getByRole('button', { name: 'Table view' }));
    expect(within(flow).getByRole('table', { name: /received per week$/ })).toBeTruthy();
    expect(within(flow).queryByText(later)).toBeNull();
    // The one given receipt is a sentence until there are as many given.
    await user.click(within(flow).getByRole('button', { name: 'Given' }));
    expect(within(flow).queryByRole('table')).toBeNull();
    expect(within(flow).getByText(later)).toBeTruthy();
    const people = screen.getByRole('region', { name: 'What people notice most' });
    expect(within(people).queryByRole('button', { name: 'Table view' })).toBeNull();
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
