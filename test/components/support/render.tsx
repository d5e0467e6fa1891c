import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/toast';
import { AuthProvider } from '@/lib/auth';
import { newQueryClient } from '@/lib/query-provider';

/** Whether the test runs on Jest's fake clock (as Testing Library itself tells). */
const onJestClock = () => Object.hasOwn(setTimeout, 'clock');

/**
 * Renders `ui` inside what the site's root gives every page (app.tsx, root-layout.tsx and the react-query
 * provider of router.tsx), at `path`: the auth state (signed out unless the test called `signInAs`), a
 * router, a fresh query cache set up as the site's and the toasts. Resolves once the lazy parts that need no network have loaded.
 */
export async function renderInSite(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = newQueryClient();
  const user = userEvent.setup({
    advanceTimers: (ms) => (onJestClock() ? jest.advanceTimersByTime(ms) : undefined),
  });
  const view = await act(async () =>
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>{ui}</ToastProvider>
          </QueryClientProvider>
        </MemoryRouter>
      </AuthProvider>,
    ),
  );
  return { ...view, user };
}
