import { format, messages } from '@contract/messages';
import type { GoalProgress } from '@contract/schemas/goals';
import { useState } from 'react';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { GoalMonths } from './goal-months';

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
      <p className="goal-summary">
        {format(messages.goalMonthsSummary, { count: String(lastYear), total: String(goal.total) })}
      </p>
      <GoalMonths tag={goal.tag} months={goal.months} />
      <h3 className="goal-latest-heading">{messages.goalLatestHeading}</h3>
      {goal.latest.length ? (
        <ReceiptCardList receipts={goal.latest} expanded={expanded} onExpand={setExpanded} />
      ) : (
        <p className="muted">{messages.goalNoLinkedReceipts}</p>
      )}
    </section>
  );
}
