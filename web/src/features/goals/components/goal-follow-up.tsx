import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { GoalFollowUp as FollowUp } from '@contract/schemas/follow-ups';
import { ApiError } from '@/lib/api-error';
import { calendarDate } from '@/lib/calendar';
import { daysAfter } from '@/lib/dates';
import { useAskFollowUp, useGoalFollowUps } from '../api/follow-ups';
import { BeforeAfter } from './before-after';
import { GoalWallSwitch } from './goal-wall-switch';

const day = (at: string | Date) => calendarDate(new Date(at));

/** When the goal may be followed up again (once a month); null when it may be now. */
function askAgainOn(latest: FollowUp | undefined): Date | null {
  if (!latest) return null;
  const at = daysAfter(latest.createdAt, limits.followUp.everyDays);
  return at.getTime() > Date.now() ? at : null;
}

/**
 * A goal's "Did I change?": ask its givers, read the latest follow-up's before and after, and choose whether
 * the wall shows how many noticed a change (`onWall`).
 */
export function GoalFollowUpPanel({ goal, onWall }: { goal: string; onWall: boolean }) {
  const followUps = useGoalFollowUps();
  const ask = useAskFollowUp();
  const latest = followUps.data?.items.find((f) => f.goal === goal);
  const failure = ask.error instanceof ApiError ? ask.error.message : messages.followUpAskFailed;
  const againOn = askAgainOn(latest);
  return (
    <div className="goal-follow-up">
      {againOn ? (
        <p className="muted small">{format(messages.followUpAskAgainOn, { date: day(againOn) })}</p>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={ask.isPending}
          onClick={() => ask.mutate(goal)}
        >
          {messages.followUpAskButton}
        </button>
      )}
      <div aria-live="polite">
        {ask.isSuccess ? <p role="status">{messages.followUpAsked}</p> : null}
        {ask.isError ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      {followUps.isError ? <p className="muted">{messages.followUpsLoadFailed}</p> : null}
      {latest ? <BeforeAfter followUp={latest} /> : null}
      {latest ? <GoalWallSwitch goal={goal} onWall={onWall} /> : null}
    </div>
  );
}
