import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { GoalProgress } from '@contract/schemas/goals';
import { Suspense, useState } from 'react';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { lazyAgain } from '@/lib/lazy-again';
import { useMe } from '@/lib/use-me';
import { GoalFollowUpPanel } from './goal-follow-up';
import { GoalMonths } from './goal-months';

const AskForReceiptDialog = lazyAgain(() => import('@/components/share/ask-for-receipt-dialog'));

/** A goal nothing is linked to yet: one line, and a way to ask someone about it. */
function NothingLinkedYet({ goal }: { goal: GoalProgress }) {
  const me = useMe();
  const [asking, setAsking] = useState(false);
  const username = me.data?.profile.username;
  return (
    <div className="goal-empty">
      <p className="muted">{messages.goalNoLinkedReceipts}</p>
      {username ? (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setAsking(true)}
        >
          {format(messages.goalAskAbout, { goal: goal.tag })}
        </button>
      ) : null}
      {asking && username ? (
        <Suspense fallback={null}>
          <AskForReceiptDialog
            username={username}
            initialMessage={format(messages.askAboutGoalMessage, { goal: goal.tag })}
            onOpenChange={setAsking}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** One goal: how many receipts givers linked to it, month by month, and the latest few. */
export function GoalCard({ goal }: { goal: GoalProgress }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const lastYear = goal.months.reduce((sum, m) => sum + m.count, 0);
  const headingId = `goal-${goal.tag.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="card goal-card" aria-labelledby={headingId}>
      <header className="card-head">
        <h2 id={headingId}>{goal.tag}</h2>
        <p className="muted small">{goal.category}</p>
      </header>
      {goal.total === 0 ? (
        <NothingLinkedYet goal={goal} />
      ) : (
        <>
          <p className="goal-summary">
            {format(messages.goalMonthsSummary, { count: String(lastYear), total: String(goal.total) })}
          </p>
          <GoalMonths tag={goal.tag} months={goal.months} />
          <h3 className="goal-latest-heading">{messages.goalLatestHeading}</h3>
          <ReceiptCardList receipts={goal.latest} expanded={expanded} onExpand={setExpanded} />
          <GoalFollowUpPanel goal={goal.tag} onWall={goal.onWall} />
        </>
      )}
    </section>
  );
}
