import { sitePaths } from '@contract/site-paths';
import { screen } from '@testing-library/react';
import AppShellLayout from '@/features/app-shell/app-shell-layout';
import { answer, server } from './support/api';
import { meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The member's photo, name and username: once, on the dashboard, not above every `/app` page's title. */
describe('the /app layout', () => {
  beforeEach(() => {
    signInAs();
    server.use(answer('getMe', () => meOf()));
  });
  const identity = () => screen.queryByRole('complementary', { name: 'Your account' });

  it('shows who the figures are of above the dashboard', async () => {
    await renderInSite(<AppShellLayout />, { path: sitePaths.dashboard });
    expect(await screen.findByText('@grace_hopper')).toBeTruthy();
    expect(identity()).toBeTruthy();
  });

  it.each([sitePaths.goals, sitePaths.journal, sitePaths.receipts, sitePaths.settings])(
    'leaves it out above %s',
    async (path) => {
      await renderInSite(<AppShellLayout />, { path });
      expect(identity()).toBeNull();
    },
  );
});
