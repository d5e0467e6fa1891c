import { feedbackQuestionTemplates } from '@contract/enums';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import GoalsPage from '@/features/goals/goals-page';
import { answer, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** One goal nothing is linked to yet, as `GET /me/goals` gives it. */
const readMore = {
  tag: 'Read More',
  category: 'Personal Growth',
  total: 0,
  months: [],
  latest: [],
  onWall: false,
};

/** The goals page with no goals, with one nothing is linked to, and when they cannot be read. */
describe('the goals page', () => {
  beforeEach(() => {
    signInAs();
    server.use(
      answer('getMe', () => meOf()),
      answer('listFollowUpsToAnswer', () => emptyPage),
    );
  });
  const showGoals = () => renderInSite(<GoalsPage />, { path: '/app/goals' });

  it('says a member has no goals yet, and offers to choose some', async () => {
    server.use(answer('getMyGoals', () => ({ goals: [], goalsPublic: true })));
    await showGoals();
    expect(await screen.findByText(messages.goalsEmpty)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.editGoals })).toBeTruthy();
    expect(screen.queryByText(messages.goalsNotPublic)).toBeNull();
  });

  it('offers to ask someone about a goal nothing is linked to yet', async () => {
    server.use(
      answer('getMyGoals', () => ({ goals: [readMore], goalsPublic: true })),
      answer('createFeedbackRequest', ({ body }) => ({
        id: '01JREQUEST0000000000000001',
        question: body.question,
        recipients: body.recipients,
        asked: [],
        resentAt: null,
        status: 'open',
        createdAt: '2026-03-04T12:00:00.000Z',
        expiresAt: '2026-03-18T12:00:00.000Z',
        answers: [],
      })),
    );
    const { user } = await showGoals();
    const goal = await screen.findByRole('region', { name: 'Read More' });
    expect(within(goal).getByText(messages.goalNoLinkedReceipts)).toBeTruthy();
    expect(within(goal).queryByRole('table')).toBeNull();
    await user.click(
      await within(goal).findByRole('button', { name: format(messages.goalAskAbout, { goal: 'Read More' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const message = await within(dialog).findByLabelText('Your message');
    expect((message as HTMLTextAreaElement).value).toBe(
      `${format(messages.askAboutGoalMessage, { goal: 'Read More' })}\n${feedbackQuestionTemplates[0]}`,
    );
    expect((within(dialog).getByLabelText('Your request link') as HTMLInputElement).value).toContain(
      '/give/grace_hopper?request=01JREQUEST0000000000000001',
    );
  });

  it('says when the goals could not be loaded, and Try Again loads them', async () => {
    // react-query tries once more on its own: both tries fail, then the network is back.
    let failures = 2;
    server.use(
      answer('getMyGoals', () => (failures-- > 0 ? HttpResponse.error() : { goals: [], goalsPublic: true })),
    );
    const { user } = await showGoals();
    expect(await screen.findByText(messages.failedToLoadGoals)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: messages.editGoals })).toBeTruthy();
    expect(screen.queryByText(messages.failedToLoadGoals)).toBeNull();
  });
  it('puts goals with linked receipts first, one under the other, and the waiting ones together after', async () => {
    const speaking = {
      tag: 'Public Speaking',
      category: 'Personal Growth',
      total: 2,
      months: [{ month: '2026-03', count: 2 }],
      latest: [],
      onWall: false,
    };
    const journaling = { ...readMore, tag: 'Journaling' };
    server.use(
      answer('getMyGoals', () => ({ goals: [readMore, speaking, journaling], goalsPublic: true })),
      answer('listGoalFollowUps', () => emptyPage),
    );
    await showGoals();
    const linked = await screen.findByRole('region', { name: 'Public Speaking' });
    const waiting = ['Read More', 'Journaling'].map((name) => screen.getByRole('region', { name }));
    expect(linked.parentElement?.className).toBe('goals-linked');
    expect(waiting.map((goal) => goal.parentElement?.className)).toEqual(['goals-grid', 'goals-grid']);
    expect(waiting[0]?.parentElement).toBe(waiting[1]?.parentElement);
    expect(linked.compareDocumentPosition(waiting[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
