import { moderatorsGroup } from '@contract/groups';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { OpenReport } from '@contract/schemas/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import ModerationPage from '@/features/moderation/moderation-page';
import { answer, server } from './support/api';
import { emptyPage } from './support/fixtures';
import { renderInSite } from './support/render';
import { member, signInAs } from './support/session';

/** An open report on a receipt whose words are `text`; newer for a higher `n`. */
function reportOf(n: number, text = `Reported #${String(n).padStart(2, '0')}`): OpenReport {
  const at = new Date(Date.UTC(2026, 2, 1, 9, n)).toISOString();
  return {
    id: `01JREPORT${String(n).padStart(17, '0')}`,
    reason: 'spam',
    text: '',
    reportedAt: at,
    receipt: {
      receiptText: text,
      category: 'Play',
      dayContext: '',
      intent: '',
      tags: [],
      emotionalRegulation: [],
      conflictResolution: [],
      hasVoiceNote: false,
      createdAt: at,
    },
  };
}

const reportItem = (text: string) =>
  within(screen.getByRole('list', { name: 'Open reports' }))
    .queryAllByRole('listitem')
    .filter((item) => item.textContent?.includes(text));
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const openModerationPage = () => renderInSite(<ModerationPage />, { path: '/app/moderation' });

/**
 * The moderation page's own states: a list that fails to load, a dismiss the API never answered, the
 * pages read on with Load more, no report open, and a member who is not a moderator. What a dismiss or a
 * removal does to the receipts is the browser journey (test/e2e/moderation.test.ts) and the API's
 * (test/integration/moderation).
 */
describe('the moderation page', () => {
  beforeEach(() => signInAs({ ...member, groups: [moderatorsGroup] }));

  it('retries a list that failed to load, and puts a report back with a toast when the dismiss fails', async () => {
    let listFailures = 2;
    let dismissFailures = 1;
    const dismissed: string[] = [];
    server.use(
      // Twice: the page asks again once by itself before it shows the error.
      answer('listOpenReports', () =>
        listFailures-- > 0 ? HttpResponse.error() : { items: [reportOf(1)], cursor: null },
      ),
      answer('dismissReport', ({ params }) => {
        if (dismissFailures-- > 0) return HttpResponse.error();
        dismissed.push(params.reportId ?? '');
        return {};
      }),
    );
    const { user } = await openModerationPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(messages.networkError);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Open reports' });

    const dismiss = () =>
      user.click(
        within(screen.getByRole('list', { name: 'Open reports' })).getByRole('button', {
          name: new RegExp(`^${messages.dismissReport} .*Reported #01`),
        }),
      );
    await dismiss();
    expect(await within(toasts()).findByText(messages.failedToHandleReport)).toBeTruthy();
    expect(reportItem('Reported #01')).toHaveLength(1);
    await dismiss();
    await waitFor(() => expect(screen.queryByText('Reported #01')).toBeNull());
    expect(await within(toasts()).findByText(messages.reportDismissed)).toBeTruthy();
    expect(dismissed).toEqual([reportOf(1).id]);
  });

  it('shows a page of reports and the older ones with Load more, each once; a next page that fails keeps the list', async () => {
    const size = limits.pageSizeDefault;
    // One more than a page, newest first: the oldest is on the second page.
    const all = Array.from({ length: size + 1 }, (_, i) => reportOf(size - i));
    let nextPageFailures = 2;
    server.use(
      answer('listOpenReports', ({ url }) => {
        if (!url.searchParams.has('cursor')) return { items: all.slice(0, size), cursor: 'older' };
        if (nextPageFailures-- > 0) return HttpResponse.error();
        return { items: all.slice(size), cursor: null };
      }),
    );
    const { user } = await openModerationPage();
    await screen.findByRole('list', { name: 'Open reports' });
    expect(reportItem(`Reported #${size}`)).toHaveLength(1);
    expect(reportItem('Reported #00')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(messages.networkError);
    expect(reportItem(`Reported #${size}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(reportItem('Reported #00')).toHaveLength(1));
    for (const report of all) expect(reportItem(report.receipt.receiptText)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when no report is open', async () => {
    server.use(answer('listOpenReports', () => emptyPage));
    await openModerationPage();
    expect(await screen.findByText(messages.noOpenReports, { exact: true })).toBeTruthy();
    expect(screen.getByText(messages.noOpenReportsHint)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Open reports' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the moderation page for a member who is not a moderator', () => {
  it('says moderators only, without asking the API', async () => {
    signInAs();
    const asked: string[] = [];
    server.use(
      answer('listOpenReports', () => {
        asked.push('listOpenReports');
        return emptyPage;
      }),
    );
    await openModerationPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(messages.moderatorsOnly);
    expect(screen.queryByRole('list', { name: 'Open reports' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
  });
});
