import type { Dashboard } from '@contract/schemas/dashboard';
import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { receiptCount } from '../utils/figures';

/**
 * Given beside received (all time), the run of weeks with at least one receipt given, the reflections
 * written (as the journal lists them), the feedback requests answered and the follow-up answers (as their
 * pages show them).
 */
export function BalanceCard({ dashboard }: { dashboard: Dashboard }) {
  const { balance, rhythm } = dashboard;
  const weeks = rhythm.givenStreakWeeks;
  return (
    <section className="card dashboard-card" aria-labelledby="dashboard-balance">
      <h2 id="dashboard-balance">Balance and rhythm</h2>
      <dl className="dashboard-stats">
        <div>
          <dt>Given</dt>
          <dd>{balance.given}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{balance.received}</dd>
        </div>
        <div>
          <dt>Weeks in a row giving</dt>
          <dd>{weeks}</dd>
        </div>
        <div>
          <dt>
            <Link to={sitePaths.journal}>Reflections</Link>
          </dt>
          <dd>{dashboard.reflections}</dd>
        </div>
        <div>
          <dt>
            <Link to={sitePaths.requests}>Requests answered</Link>
          </dt>
          <dd>{dashboard.requestsAnswered}</dd>
        </div>
        <div>
          <dt>
            <Link to={sitePaths.goals}>Follow-up answers</Link>
          </dt>
          <dd>{dashboard.followUpsAnswered}</dd>
        </div>
      </dl>
      <p className="muted">
        {balance.given === balance.received
          ? `You have given as many receipts as you received.`
          : balance.given > balance.received
            ? `You have given ${receiptCount(balance.given - balance.received)} more than you received.`
            : `You have received ${receiptCount(balance.received - balance.given)} more than you gave.`}{' '}
        {rhythm.givenThisWeek
          ? 'You gave one this week.'
          : weeks > 0
            ? 'Give one this week to keep your run going.'
            : 'Give one this week to start a run.'}
      </p>
    </section>
  );
}
