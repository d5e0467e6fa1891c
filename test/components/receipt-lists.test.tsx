import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import HubPage from '@/features/hub/hub-page';
import TimelinePage from '@/features/timeline/timeline-page';
import { answer, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The hub's and the timeline's list of receipts when there are none, and when it cannot be read. */
describe('the lists of receipts', () => {
  beforeEach(() => {
    signInAs();
    server.use(answer('getMe', () => meOf()));
  });

  it('shows a new member the empty state and the next steps on the timeline', async () => {
    server.use(answer('listReceipts', () => emptyPage));
    await renderInSite(<TimelinePage />, { path: '/app/receipts' });
    const page = screen.getByRole('region', { name: 'Receipts' });
    expect(await within(page).findByText(messages.noReceiptsFound)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Give a Receipt' })).toBeTruthy();
  });

  it('says the spec\'s "fetch all" failure inside the error view when the hub\'s whole list fails', async () => {
    let failing = true;
    server.use(answer('listReceipts', () => (failing ? HttpResponse.error() : emptyPage)));
    const { user } = await renderInSite(<HubPage />, { path: '/receipts-hub' });
    const said = format(messages.errorLoadingReceipts, { message: messages.failedToFetchAllReceipts });
    expect(await screen.findByText(said)).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
    expect(await screen.findByText(messages.noReceiptsFound)).toBeTruthy();
  });
});
