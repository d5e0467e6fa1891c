import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { GoalChangeLine } from '@contract/schemas/goals';
import './wall-section.css';
import './goal-change-lines.css';

/**
 * The goals' "Did I change?" lines a member chose to show on their wall (the profile link and the embedded
 * wall): one sentence each, counts only, as the API sends them. Nothing when there are none.
 */
export function GoalChangeLines({ lines }: { lines: readonly GoalChangeLine[] }) {
  if (!lines.length) return null;
  return (
    <section className="wall-goals goal-changes" aria-labelledby="goal-changes">
      <h2 id="goal-changes">{messages.goalChangesHeading}</h2>
      <ul>
        {lines.map(({ goal, answered, noticed }) => (
          <li key={goal}>{format(messages.goalChangeLine, { noticed, answered, goal })}</li>
        ))}
      </ul>
    </section>
  );
}
