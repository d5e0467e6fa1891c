import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { GoalFollowUp } from '@contract/schemas/follow-ups';
import type { GoalProgress } from '@contract/schemas/goals';
import { screen, waitFor, within } from '@testing-library/react';
import GoalsPage from '@/features/goals/goals-page';
import { answer, apiError, type ParsedBodyOf, server } from './support/api';
import { emptyPage, meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const at = '2026-01-05T09:00:00.000Z';
const goal = 'Public Speaking';
const speaking: GoalProgress = {
  tag: goal,
  category: 'Personal Growth',
  total: 2,
  months: [{ month: '2026-01', count: 2 }],
  latest: [],
  onWall: false,
};
const followUp: GoalFollowUp = {
  id: '01JFOLLOWUP0000000000000001',
  goal,
  question: format(messages.followUpQuestion, { goal: 'public speaking' }),
  createdAt: at,
  before: [],
  answers: [],
};

/** The switch's saved state, as the API keeps it between calls. */
let saved: boolean;
let sent: ParsedBodyOf<'setGoalOnWall'>[];

/** A goal's one switch for its "Did I change?" line on the wall, on its card on the goals page. */
describe("a goal's wall switch", () => {
  beforeEach(() => {
    signInAs();
    saved = false;
    sent = [];
    server.use(
      answer('getMe', () => meOf()),
      answer('listFollowUpsToAnswer', () => emptyPage),
      answer('getMyGoals', () => ({ goals: [{ ...speaking, onWall: saved }], goalsPublic: true })),
      answer('listGoalFollowUps', () => ({ items: [followUp], cursor: null })),
      answer('setGoalOnWall', ({ body }) => {
        sent.push(body);
        saved = body.shown;
        return body;
      }),
    );
  });
  const wallSwitch = async () =>
    within(await screen.findByRole('region', { name: goal })).findByRole('switch', {
      name: messages.goalOnWallSwitch,
    });

  it('is off by default, turns on, and off again, saving each change for that goal', async () => {
    const { user } = await renderInSite(<GoalsPage />, { path: '/app/goals' });
    const toggle = await wallSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(toggle);
    await screen.findByRole('switch', { name: messages.goalOnWallSwitch, checked: true });
    // Saved: the switch takes the saved state and may be pressed again.
    await waitFor(async () => expect((await wallSwitch()).hasAttribute('disabled')).toBe(false));
    expect((await wallSwitch()).getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual([{ goal, shown: true }]);

    await user.click(await wallSwitch());
    await screen.findByRole('switch', { name: messages.goalOnWallSwitch, checked: false });
    expect(sent).toEqual([
      { goal, shown: true },
      { goal, shown: false },
    ]);
  });

  it('is not offered before the goal has a follow-up', async () => {
    server.use(answer('listGoalFollowUps', () => emptyPage));
    await renderInSite(<GoalsPage />, { path: '/app/goals' });
    await screen.findByRole('button', { name: messages.followUpAskButton });
    expect(screen.queryByRole('switch', { name: messages.goalOnWallSwitch })).toBeNull();
  });

  it('says when a change was not saved, and shows the switch as it is saved', async () => {
    server.use(answer('setGoalOnWall', () => apiError(400, errorCodes.badRequest, messages.followUpNotGoal)));
    const { user } = await renderInSite(<GoalsPage />, { path: '/app/goals' });
    await user.click(await wallSwitch());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.followUpNotGoal);
    expect((await wallSwitch()).getAttribute('aria-checked')).toBe('false');
  });
});
