import { type Dashboard, dashboardDayContexts } from '@contract/schemas/dashboard';
import { drawsChart } from '../utils/figures';
import { dayContextsSummary } from '../utils/summaries';
import { BarChart, type ChartColumn, ChartLegend } from './bar-chart';
import { ChartCard, ChartTable } from './chart-card';

const series = [
  { label: 'Received', color: '--flow-received' },
  { label: 'Given', color: '--flow-given' },
];

/** How many receipts came on good, mixed and hard days, received beside given (a grouped bar chart). */
export function DayContextsCard({ dayContexts }: { dayContexts: Dashboard['dayContexts'] }) {
  const { received, given } = dayContexts;
  const columns: ChartColumn[] = dashboardDayContexts.map((context) => ({
    tick: context,
    label: `${context}: ${received[context]} received, ${given[context]} given`,
    values: [received[context], given[context]],
  }));
  const summary = dayContextsSummary(received, given);
  const drawn = drawsChart(dashboardDayContexts.reduce((sum, day) => sum + received[day] + given[day], 0));
  return (
    <ChartCard
      title="Day contexts"
      summary={summary}
      drawn={drawn}
      chart={
        <>
          <BarChart title="Receipts by day context" series={series} columns={columns} stacked={false} />
          <ChartLegend series={series} />
        </>
      }
      table={
        <ChartTable caption="Receipts by day context" rowHeading="Day" series={series} columns={columns} />
      }
    />
  );
}
