import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { GoalFollowUp as FollowUp } from '@contract/schemas/follow-ups';
import { ApiError } from '@/lib/api-error';
import { calendarDate } from '@/lib/calendar';
import { daysAfter } from '@/lib/dates';
import { useAskFollowUp, useGoalFollowUps } from '../api/follow-ups';

const changeLabel = {
  yes: messages.followUpChangeYes,
  somewhat: messages.followUpChangeSomewhat,
  no: messages.followUpChangeNo,
} as const;

const day = (at: string | Date) => calendarDate(new Date(at));

/** When the goal may be followed up again (once a month); null when it may be now. */
function askAgainOn(latest: FollowUp | undefined): Date | null {
  if (!latest) return null;
  const at = daysAfter(latest.createdAt, limits.followUp.everyDays);
  return at.getTime() > Date.now() ? at : null;
}

/** Before and after: the original receipts' intents beside the follow-up's answers. */
function BeforeAfter({ followUp }: { followUp: FollowUp }) {
  return (
    <div className="follow-up-result">
      <p className="muted small">{format(messages.followUpAskedOn, { date: day(followUp.createdAt) })}</p>
      <p className="follow-up-question">{followUp.question}</p>
      <div className="follow-up-columns">
        <section aria-label={messages.followUpBeforeTitle}>
          <h4>{messages.followUpBeforeTitle}</h4>
          <ul>
            {followUp.before.map((b) => (
              <li key={b.receiptId}>
                {b.intent} <span className="muted small">{day(b.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={messages.followUpAfterTitle}>
          <h4>{messages.followUpAfterTitle}</h4>
          {followUp.answers.length === 0 ? (
            <p className="muted">{messages.followUpNoAnswers}</p>
          ) : (
            <ul>
              {followUp.answers.map((a) => (
                <li key={a.id}>
                  <strong>{changeLabel[a.change]}</strong> {a.text}{' '}
                  <span className="muted small">— {a.giverName}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** A goal's "Did I change?": ask its givers, and read the latest follow-up's before and after. */
export function GoalFollowUpPanel({ goal }: { goal: string }) {
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
    </div>
  );
}
