import type { FollowUpChange } from '@contract/enums';
import { limits } from '@contract/limits';
import { changeLineOf, followUpOnWall, goalsOnWallOf, wallLineOf } from '../../functions/domain/goal-wall';

const goal = 'Public Speaking';
const answers = (...changes: FollowUpChange[]) => changes.map((change) => ({ change }));
const step = limits.goalChangeOnWallStep;

/** The rule of a goal's "Did I change?" line on a wall (the API's answers are in goal-wall.test.ts). */
describe("a goal's change line", () => {
  it('is absent under one step of answers, and counts "yes" and "somewhat" as noticing a change', () => {
    expect(step).toBe(5);
    expect(changeLineOf(goal, answers('yes', 'yes', 'somewhat', 'no'))).toBeNull();
    expect(changeLineOf(goal, answers('yes', 'yes', 'somewhat', 'no', 'yes'))).toEqual({
      goal,
      answered: 5,
      noticed: 4,
    });
  });

  it('moves only in whole steps: one more answer, of any kind, changes nothing', () => {
    const five = answers('yes', 'no', 'no', 'somewhat', 'no');
    const line = changeLineOf(goal, five);
    for (const change of ['yes', 'somewhat', 'no'] as const)
      expect(changeLineOf(goal, [...five, { change }])).toEqual(line);
    expect(changeLineOf(goal, [...five, ...answers('yes', 'yes', 'yes', 'yes')])).toEqual(line);
    expect(changeLineOf(goal, [...five, ...answers('yes', 'yes', 'yes', 'yes', 'no')])).toEqual({
      goal,
      answered: 10,
      noticed: 6,
    });
  });

  it('goes when its answers drop under a step', () => {
    const five = answers('yes', 'yes', 'yes', 'yes', 'yes');
    expect(changeLineOf(goal, five)).not.toBeNull();
    expect(changeLineOf(goal, five.slice(1))).toBeNull();
  });

  it("counts the latest follow-up once a step answered it, until then the earlier one's", () => {
    const earlier = { id: 'earlier', answers: answers('yes', 'yes', 'no', 'no', 'no') };
    const latest = { id: 'latest', answers: answers('yes', 'yes', 'yes') };
    expect(followUpOnWall(latest, earlier)?.id).toBe('earlier');
    expect(wallLineOf(goal, latest, earlier)).toEqual({ goal, answered: 5, noticed: 2 });
    const answered = { ...latest, answers: [...latest.answers, ...answers('no', 'somewhat')] };
    expect(wallLineOf(goal, answered, earlier)).toEqual({ goal, answered: 5, noticed: 4 });
    expect(wallLineOf(goal, latest)).toBeNull();
    expect(wallLineOf(goal)).toBeNull();
  });

  it("is shown only for goals switched on that are still the member's, in the goals' order", () => {
    const goalsOnWall = new Set(['Read More', goal, 'Dating']);
    expect(goalsOnWallOf({ goalTags: [goal, 'Journaling', 'Read More'], goalsOnWall })).toEqual([
      'Read More',
      goal,
    ]);
    expect(goalsOnWallOf({ goalTags: [goal] })).toEqual([]);
  });
});
