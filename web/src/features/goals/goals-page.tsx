import * as messages from '@contract/messages';
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

/** `/app/goals`: the member's goal tags, editable, each with the receipts givers linked to it. */
export default function GoalsPage() {
  usePageTitle('Goals');
  const goals = useMyGoals();
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
          <div className="goals-grid">
            {goals.data.goals.map((goal) => (
              <GoalCard key={goal.tag} goal={goal} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
