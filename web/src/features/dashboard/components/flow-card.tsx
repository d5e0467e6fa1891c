import { type Dashboard, dashboardCategories } from '@contract/schemas/dashboard';
import { useState } from 'react';
import { TagIcon } from '@/components/tag-icons';
import { drawsChart, periodNames, receiptCount } from '../utils/figures';
import { flowSummary } from '../utils/summaries';
import { BarChart, type ChartColumn, ChartLegend, type ChartSeries } from './bar-chart';
import { ChartCard, ChartTable } from './chart-card';
import { ChoiceSwitch } from './choice-switch';

type Direction = 'received' | 'given';
type Span = 'weeks' | 'months';

const series: ChartSeries[] = dashboardCategories.map((category) => ({
  label: category,
  color: `--cat-${category.toLowerCase()}`,
  icon: <TagIcon kind="category" value={category === 'Other' ? null : category} />,
}));
const directions = [
  { value: 'received', label: 'Received' },
  { value: 'given', label: 'Given' },
] as const;
const spans = [
  { value: 'weeks', label: 'Weeks' },
  { value: 'months', label: 'Months' },
] as const;

/** Receipts received or given per week or month, split by category (a stacked bar chart). */
export function FlowCard({ dashboard }: { dashboard: Dashboard }) {
  const [direction, setDirection] = useState<Direction>('received');
  const [span, setSpan] = useState<Span>('weeks');
  const periods = span === 'weeks' ? dashboard.weeks : dashboard.months;
  const columns: ChartColumn[] = periods.map((period) => {
    const flow = period[direction];
    const { tick, name } = periodNames(period.start, span);
    const parts = dashboardCategories
      .filter((c) => flow.byCategory[c] > 0)
      .map((c) => `${c} ${flow.byCategory[c]}`);
    return {
      tick,
      label: `${name}: ${receiptCount(flow.total)} ${direction}${parts.length ? ` (${parts.join(', ')})` : ''}`,
      values: dashboardCategories.map((c) => flow.byCategory[c]),
    };
  });
  const totals = dashboardCategories.map((category, i) => ({
    category,
    count: columns.reduce((sum, col) => sum + (col.values[i] ?? 0), 0),
  }));
  const summary = flowSummary(span, direction, totals);
  const title = `Receipts ${direction} per ${span === 'weeks' ? 'week' : 'month'}`;
  return (
    <ChartCard
      title="Received and given"
      summary={summary}
      drawn={drawsChart(totals.reduce((sum, t) => sum + t.count, 0))}
      controls={
        <div className="dashboard-switches">
          <ChoiceSwitch<Direction>
            label="Receipts"
            options={directions}
            value={direction}
            onChange={setDirection}
          />
          <ChoiceSwitch<Span> label="Period" options={spans} value={span} onChange={setSpan} />
        </div>
      }
      chart={
        <>
          <BarChart title={title} series={series} columns={columns} stacked />
          <ChartLegend series={series} />
        </>
      }
      table={
        <ChartTable
          caption={title}
          rowHeading={span === 'weeks' ? 'Week of' : 'Month'}
          series={series}
          columns={columns}
        />
      }
    />
  );
}
