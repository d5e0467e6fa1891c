import { myGoals, setGoals, shareGoals } from '../support/goals';
import { createMember } from '../support/profiles';

/** What the goals page reads (`GET /me/goals`): the chosen goals, and whether they are shared. */
describe('the goals page’s answer', () => {
  it('lists the goals as saved, and says when the member stops sharing them', async () => {
    const member = await createMember('Gwen', 'Goals');
    await setGoals(member, ['Public Speaking', 'Read More', 'Journaling']);
    const shared = await myGoals(member);
    expect(shared.goals.map((g) => g.tag).sort()).toEqual(['Journaling', 'Public Speaking', 'Read More']);
    expect(shared.goalsPublic).toBe(true);
    await shareGoals(member, false);
    expect((await myGoals(member)).goalsPublic).toBe(false);
  });
});
