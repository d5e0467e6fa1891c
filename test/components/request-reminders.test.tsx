import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { FeedbackRequest, FeedbackRequestForMe } from '@contract/schemas/feedback-requests';
import { screen, within } from '@testing-library/react';
import RequestsPage from '@/features/requests/requests-page';
import { shortDate } from '@/lib/dates';
import { answer, apiError, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

/** A request sent to two contacts three days ago, open for eleven more, with no answers listed. */
const sentToTwo: FeedbackRequest = {
  id: '01JREQUEST0000000000000001',
  question: 'How did I come across?',
  recipients: ['01JADA', '01JALAN'],
  asked: [
    { userId: '01JADA', name: 'Ada Lovelace' },
    { userId: '01JALAN', name: 'Alan Turing' },
  ],
  status: 'open',
  createdAt: inDays(-3),
  expiresAt: inDays(11),
  answers: [],
  resentAt: null,
};

const resendButton = () => screen.findByRole('button', { name: messages.feedbackResendButton });

/** `/app/requests` with the member's requests as given, and nothing asked of them. */
async function showRequests(items: FeedbackRequest[], forMe: FeedbackRequestForMe[] = []) {
  server.use(
    answer('getMe', () => meOf()),
    answer('listFeedbackRequests', () => ({ items, cursor: null })),
    answer('listFeedbackRequestsForMe', () => (forMe.length ? { items: forMe, cursor: null } : emptyPage)),
  );
  return renderInSite(<RequestsPage />, { path: '/app/requests' });
}

describe("the asker's view of a request's reminders", () => {
  beforeEach(() => signInAs());

  it('shows who was asked and how many answered, and resends once: sending, then sent', async () => {
    let release = () => {};
    const resent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const at = new Date().toISOString();
    let calls = 0;
    server.use(
      answer('resendFeedbackRequest', async ({ params }) => {
        calls++;
        await resent;
        return { ...sentToTwo, id: params.requestId ?? '', resentAt: at };
      }),
    );
    const { user } = await showRequests([sentToTwo]);
    const card = (await screen.findByText(sentToTwo.question)).closest('li')!;
    expect(within(card).getByText('Sent to Ada Lovelace, Alan Turing · 0 answers')).toBeTruthy();

    await user.click(await resendButton());
    const sending = within(card).getByRole('button', { name: messages.feedbackResendSending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(
      await within(card).findByText(format(messages.feedbackResentOn, { date: shortDate(at) })),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: messages.feedbackResendButton })).toBeNull();
    expect(calls).toBe(1);
  });

  it("says why a resend was refused, in the API's words, and keeps the button", async () => {
    server.use(
      answer('resendFeedbackRequest', () =>
        apiError(409, errorCodes.feedbackRequestResent, messages.feedbackRequestAlreadyResent),
      ),
    );
    const { user } = await showRequests([sentToTwo]);
    await user.click(await resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.feedbackRequestAlreadyResent);
    expect(await resendButton()).toBeTruthy();
  });

  it('reads the request again after a refusal: resent elsewhere, it shows when, not the button', async () => {
    const resentAt = inDays(-1);
    let listed = 0;
    server.use(
      answer('getMe', () => meOf()),
      answer('listFeedbackRequests', () => ({
        items: [listed++ ? { ...sentToTwo, resentAt } : sentToTwo],
        cursor: null,
      })),
      answer('listFeedbackRequestsForMe', () => emptyPage),
      answer('resendFeedbackRequest', () =>
        apiError(409, errorCodes.feedbackRequestResent, messages.feedbackRequestAlreadyResent),
      ),
    );
    const { user } = await renderInSite(<RequestsPage />, { path: '/app/requests' });
    await user.click(await resendButton());
    const sent = format(messages.feedbackResentOn, { date: shortDate(resentAt) });
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.feedbackResendButton })).toBeNull();
  });

  it('offers no resend once resent, once closed, or for a link nobody was sent', async () => {
    const resentAt = inDays(-1);
    await showRequests([
      { ...sentToTwo, id: '01JRESENT', question: 'Resent?', resentAt },
      { ...sentToTwo, id: '01JEXPIRED', question: 'Expired?', status: 'expired', expiresAt: inDays(-1) },
      { ...sentToTwo, id: '01JLINK', question: 'A link?', recipients: [], asked: [] },
    ]);
    const cardOf = async (question: string) => (await screen.findByText(question)).closest('li')!;
    const resentCard = await cardOf('Resent?');
    expect(
      within(resentCard).getByText(format(messages.feedbackResentOn, { date: shortDate(resentAt) })),
    ).toBeTruthy();
    expect(within(await cardOf('Expired?')).getByText(/^Sent to Ada Lovelace/)).toBeTruthy();
    expect(within(await cardOf('A link?')).queryByText(/^Sent to /)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.feedbackResendButton })).toBeNull();
  });

  it('shows a member they were reminded of a request asked of them', async () => {
    const remindedAt = inDays(-1);
    await showRequests(
      [],
      [
        {
          id: '01JASKED',
          askerId: '01JIDA',
          askerName: 'Ida Asker',
          askerUsername: 'ida',
          question: 'Was I clear?',
          createdAt: inDays(-4),
          expiresAt: inDays(10),
          remindedAt,
        },
      ],
    );
    const card = (await screen.findByText('Was I clear?')).closest('li')!;
    expect(
      within(card).getByText(format(messages.feedbackRemindedOn, { date: shortDate(remindedAt) })),
    ).toBeTruthy();
  });
});
