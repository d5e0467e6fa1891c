import { helpfulMarkLabels, helpfulMarks } from '@contract/enums';
import { format } from '@contract/format';
import { helpfulTips } from '@contract/helpful-tips';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { LoadFailed } from '@/components/load-failed';
import { useHelpfulTotals } from '@/lib/helpful-marks';
import { useMe } from '@/lib/use-me';

const people = limits.helpfulMarks.peoplePerRound;

/**
 * A giver's own helpful-mark totals, for members who have given receipts: before a first round was
 * counted, what the panel is and when it fills; then the totals of their last rounds and one tip.
 */
export function HelpfulTotals() {
  const me = useMe();
  const gave = (me.data?.counters.sent ?? 0) > 0;
  const totals = useHelpfulTotals(gave);
  if (!gave) return null;
  return (
    <section
      className="card helpful-totals"
      aria-labelledby="helpful-totals-title"
      aria-busy={totals.isPending}
    >
      <h2 id="helpful-totals-title">{messages.helpfulTotalsTitle}</h2>
      {totals.isError ? (
        <LoadFailed message={messages.helpfulTotalsNotLoaded} onRetry={() => void totals.refetch()} />
      ) : !totals.data ? (
        <p className="muted small">Loading…</p>
      ) : totals.data.shown ? (
        <>
          <p className="small">{format(messages.helpfulTotalsAcross, { receipts: totals.data.receipts })}</p>
          <dl className="helpful-totals-figures">
            {helpfulMarks.map((mark) => (
              <div key={mark}>
                <dt>{helpfulMarkLabels[mark]}</dt>
                <dd>{totals.data.shown ? totals.data[mark] : null}</dd>
              </div>
            ))}
          </dl>
          <p className="helpful-tip small">
            <span className="strong">{messages.helpfulTotalsTip}</span> {helpfulTips[totals.data.tip]}
          </p>
          <p className="muted small">{format(messages.helpfulTotalsRounds, { people })}</p>
        </>
      ) : (
        <p className="muted small">{format(messages.helpfulTotalsWaiting, { people })}</p>
      )}
    </section>
  );
}
