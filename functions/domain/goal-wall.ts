import { goalTags, noticedChanges } from '@contract/enums';
import { limits } from '@contract/limits';
import type { GoalChangeLine } from '@contract/schemas/goals';
import type { StoredFollowUp, StoredFollowUpAnswer } from './follow-ups';

/**
 * A goal's "Did I change?" line on its member's wall. The member switches it on per goal; it says how many of
 * those who answered the goal's follow-up noticed a change ("yes" or "somewhat"), never an answer's words or
 * a name. It counts answers in whole steps of `limits.goalChangeOnWallStep`, in the order they arrived (the
 * follow-up's list only grows: a held answer joins it at its delivery), so the line is absent under one step,
 * and a change of it is at least a step of new answers: no one watching it learns one person's answer.
 */

/** What the switches read of a profile: the goals switched on, kept only while they are current goals. */
export interface GoalWallFacts {
  goalTags: readonly string[];
  goalsOnWall?: ReadonlySet<string>;
}

/** The goals whose line the member switched on, among their current goals, in the setup's order. */
export const goalsOnWallOf = (profile: GoalWallFacts): string[] =>
  goalTags.filter((goal) => profile.goalsOnWall?.has(goal) && profile.goalTags.includes(goal));

export const isOnWall = (profile: GoalWallFacts, goal: string) => goalsOnWallOf(profile).includes(goal);

/** A follow-up's line from its answers: null under one step. */
export function changeLineOf(
  goal: string,
  answers: readonly Pick<StoredFollowUpAnswer, 'change'>[],
): GoalChangeLine | null {
  const step = limits.goalChangeOnWallStep;
  const answered = Math.floor(answers.length / step) * step;
  if (answered < step) return null;
  const noticed = answers.slice(0, answered).filter((a) => noticedChanges.includes(a.change)).length;
  return { goal, answered, noticed };
}

/** What the line reads of a follow-up: its id and each answer's change. */
type Answered = Pick<StoredFollowUp, 'id'> & { answers: readonly Pick<StoredFollowUpAnswer, 'change'>[] };

/**
 * The follow-up a goal's line counts: its latest once a step has answered it, else the one before it (the
 * newest earlier one a step had answered, kept when the latest was asked), so asking again does not take the
 * line away while the new answers come in. Each is a separate set of answers: moving from one to the other
 * tells nothing of any one answer either.
 */
export function followUpOnWall<F extends Answered>(latest?: F, earlier?: F): F | null {
  for (const followUp of [latest, earlier])
    if (followUp && changeLineOf('', followUp.answers)) return followUp;
  return null;
}

export function wallLineOf(goal: string, latest?: Answered, earlier?: Answered): GoalChangeLine | null {
  const shown = followUpOnWall(latest, earlier);
  return shown ? changeLineOf(goal, shown.answers) : null;
}
