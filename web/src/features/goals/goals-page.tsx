import * as messages from '@contract/messages';
import type { GoalProgress } from '@contract/schemas/goals';
import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { PageHead } from '@/components/page-head';
import { PageLoading } from '@/components/page-loading';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyGoals } from './api/get-my-goals';
import { FollowUpsToAnswer } from './components/follow-ups-to-answer';
import { GoalCard } from './components/goal-card';
import { GoalEditor } from './components/goal-editor';
import '@/components/shared.css';
import './goals.css';

/** A group of goal cards, nothing for none. */
function GoalCards({ className, goals }: { className: string; goals: readonly GoalProgress[] }) {
  if (!goals.length) return null;
  return (
    <div className={className}>
      {goals.map((goal) => (
        <GoalCard key={goal.tag} goal={goal} />
      ))}
    </div>
  );
}

/**
 * `/app/goals`: the member's goal tags, editable, each with the receipts givers linked to it. Goals with
 * linked receipts come first, one under the other at full width (they are tall: months, receipts, "Did I
 * change?"); the goals nothing is linked to yet follow as short cards side by side, so no short card sits
 * beside a tall one with a gap under it.
 */
export default function GoalsPage() {
  usePageTitle('Goals');
  const goals = useMyGoals();
  const all = goals.data?.goals ?? [];
  const linked = all.filter((goal) => goal.total > 0);
  const waiting = all.filter((goal) => goal.total === 0);
  return (
    <div className="app-page goals-page">
      <PageHead title="Goals" intro={messages.goalsIntro} />
      {goals.isPending ? (
        <PageLoading />
      ) : goals.isError ? (
        <LoadFailed message={messages.failedToLoadGoals} onRetry={() => void goals.refetch()} />
      ) : (
        <>
          {!goals.data.goalsPublic && (
            <p className="goals-private">
              {messages.goalsNotPublic} <Link to={sitePaths.settings}>Open Settings</Link>
            </p>
          )}
          <FollowUpsToAnswer />
          <GoalEditor current={goals.data.goals.map((g) => g.tag)} />
          <GoalCards className="goals-linked" goals={linked} />
          <GoalCards className="goals-grid" goals={waiting} />
        </>
      )}
    </div>
  );
}
