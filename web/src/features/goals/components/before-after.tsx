import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { GoalFollowUp as FollowUp } from '@contract/schemas/follow-ups';
import { CountPill } from '@/components/count-pill';
import { calendarDate } from '@/lib/calendar';

const changeLabel = {
  yes: messages.followUpChangeYes,
  somewhat: messages.followUpChangeSomewhat,
  no: messages.followUpChangeNo,
} as const;

/** Each intent once, most first, with how many of the receipts named it. */
function countedIntents(before: FollowUp['before']) {
  const counts = new Map<string, number>();
  for (const b of before) counts.set(b.intent, (counts.get(b.intent) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * "Did I change?" as one card: what the goal's receipts said (their intents as chips) beside what the
 * follow-up's answers say, each answer led by its Yes, Somewhat or No as a chip in its own colour.
 */
export function BeforeAfter({ followUp }: { followUp: FollowUp }) {
  return (
    <div className="follow-up-result">
      <p className="muted small">
        {format(messages.followUpAskedOn, { date: calendarDate(new Date(followUp.createdAt)) })}
      </p>
      <p className="follow-up-question">{followUp.question}</p>
      <div className="follow-up-columns">
        <section aria-label={messages.followUpBeforeTitle}>
          <h4>{messages.followUpBeforeTitle}</h4>
          <ul className="chip-row follow-up-intents">
            {countedIntents(followUp.before).map(([intent, count]) => (
              <li key={intent} className="chip chip-static">
                {intent}
                {count > 1 ? <CountPill value={count} /> : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={messages.followUpAfterTitle}>
          <h4>{messages.followUpAfterTitle}</h4>
          {followUp.answers.length === 0 ? (
            <p className="muted">{messages.followUpNoAnswers}</p>
          ) : (
            <ul className="follow-up-answers">
              {followUp.answers.map((a) => (
                <li key={a.id}>
                  <span className={`badge follow-up-change follow-up-change-${a.change}`}>
                    {changeLabel[a.change]}
                  </span>{' '}
                  <span>{a.text}</span> <span className="muted small">— {a.giverName}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
