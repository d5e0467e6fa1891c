import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { SettingSwitch } from '@/components/setting-switch';
import { ApiError } from '@/lib/api-error';
import { useSetGoalOnWall } from '../api/goal-wall';

/**
 * A goal's one switch for its "Did I change?" line on the member's wall (off until they turn it on). While
 * the change is being saved the switch shows it, and cannot be pressed again.
 */
export function GoalWallSwitch({ goal, onWall }: { goal: string; onWall: boolean }) {
  const change = useSetGoalOnWall();
  const id = `goal-wall-${goal.replace(/\W+/g, '-').toLowerCase()}`;
  const checked = change.isPending ? change.variables.shown : onWall;
  const failure = change.error instanceof ApiError ? change.error.message : messages.goalOnWallFailed;
  return (
    <div className="goal-wall">
      <ul className="toggle-list">
        <SettingSwitch
          id={id}
          label={messages.goalOnWallSwitch}
          description={format(messages.goalOnWallHint, { step: limits.goalChangeOnWallStep })}
          checked={checked}
          disabled={change.isPending}
          onChange={(shown) => change.mutate({ goal, shown })}
        />
      </ul>
      {change.isError ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
