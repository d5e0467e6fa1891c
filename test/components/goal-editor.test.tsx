import * as messages from '@contract/messages';
import type { GoalProgress } from '@contract/schemas/goals';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import GoalsPage from '@/features/goals/goals-page';
import { answer, type ParsedBodyOf, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** A goal nothing is linked to yet, as `GET /me/goals` gives it. */
const goal = (tag: string): GoalProgress => ({
  tag,
  category: 'Personal Growth',
  total: 0,
  months: [],
  latest: [],
  onWall: false,
});

/** Presses Tab (only the keyboard) until `target` has the focus; fails after `max` presses. */
async function tabTo(user: UserEvent, target: HTMLElement, max = 60) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

/**
 * Editing the goals with the keyboard alone, and the note when they are not shared. MSW keeps the goals as
 * the API does; that the API lists the chosen goals and says whether they are shared is
 * test/integration/goals-page-answer.test.ts.
 */
describe('the goals page, by keyboard', () => {
  let selected: string[];
  let goalsPublic: boolean;
  let saved: ParsedBodyOf<'putGoalTags'>[];

  beforeEach(() => {
    selected = ['Public Speaking', 'Read More'];
    goalsPublic = true;
    saved = [];
    signInAs();
    server.use(
      answer('getMe', () => meOf()),
      answer('listFollowUpsToAnswer', () => emptyPage),
      answer('getMyGoals', () => ({ goals: selected.map(goal), goalsPublic })),
      answer('putGoalTags', ({ body }) => {
        saved.push(body);
        selected = body.selected;
        return { selected, categorized: {}, updatedAt: '2026-03-04T12:00:00.000Z' };
      }),
    );
  });
  const showGoals = () => renderInSite(<GoalsPage />, { path: '/app/goals' });

  it('adds a goal with Tab, Enter and Space, and says it is saved', async () => {
    const { user } = await showGoals();
    await tabTo(user, await screen.findByRole('button', { name: messages.editGoals }));
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('checkbox', { name: 'Journaling' }));
    await user.keyboard(' ');
    await tabTo(user, screen.getByRole('button', { name: messages.saveGoals }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.goalsSaved, { selector: '[role="status"]' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Journaling' })).toBeTruthy();
    expect(saved.map((body) => [...body.selected].sort())).toEqual([
      ['Journaling', 'Public Speaking', 'Read More'],
    ]);
    expect(screen.queryByText(messages.goalsNotPublic)).toBeNull();
  });

  it('says when the goals are not shared, with the way to Settings', async () => {
    goalsPublic = false;
    await showGoals();
    const note = await screen.findByText(messages.goalsNotPublic, { exact: false });
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/app/settings');
  });
});
