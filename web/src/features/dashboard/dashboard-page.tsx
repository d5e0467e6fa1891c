import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { LoadFailed } from '@/components/load-failed';
import { PageHead } from '@/components/page-head';
import { PageLoading } from '@/components/page-loading';
import { usePageTitle } from '@/lib/use-page-title';
import { useDashboard } from './api/dashboard';
import { BalanceCard } from './components/balance-card';
import { DayContextsCard } from './components/day-contexts-card';
import { FlowCard } from './components/flow-card';
import { GettingStarted } from './components/getting-started';
import { InnerCircleCard } from './components/inner-circle-card';
import { NoticedCard } from './components/noticed-card';
import './dashboard.css';

/**
 * `/app/dashboard`: the member's growth figures, or the next steps before their first receipt. A figure of
 * few receipts is written as sentences rather than drawn (`limits.dashboardChartsFrom`).
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const query = useDashboard();
  return (
    <section className="app-page dashboard">
      <PageHead
        title="Dashboard"
        intro="What people notice in you over time, and how your giving keeps up."
      />
      {query.isPending ? (
        <PageLoading label="Loading your dashboard…" />
      ) : query.isError ? (
        <LoadFailed
          message={format(messages.errorLoadingDashboard, { message: query.error.message })}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.isNew ? (
        <GettingStarted dashboard={query.data} />
      ) : (
        <div className="dashboard-grid">
          <FlowCard dashboard={query.data} />
          <NoticedCard noticed={query.data.noticed} />
          <DayContextsCard dayContexts={query.data.dayContexts} />
          <BalanceCard dashboard={query.data} />
          <InnerCircleCard members={query.data.innerCircle} />
        </div>
      )}
    </section>
  );
}
