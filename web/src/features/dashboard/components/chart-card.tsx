import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { type ReactNode, useId, useState } from 'react';
import type { ChartColumn, ChartSeries } from './bar-chart';

/** A chart's figures as a table: a row per column, a cell per series (what the table view shows). */
export function ChartTable({
  caption,
  rowHeading,
  series,
  columns,
}: {
  caption: string;
  rowHeading: string;
  series: ChartSeries[];
  columns: ChartColumn[];
}) {
  return (
    <div className="chart-table-wrap">
      <table className="chart-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.label}>
              <th scope="row">{column.tick}</th>
              {column.values.map((value, i) => (
                <td key={series[i]?.label}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One dashboard card with a chart: its title, a one-sentence summary, its own switches, and a button that
 * shows the same figures as a table instead of the chart. A figure of few receipts (`drawn` false) is its
 * sentences alone: no chart of ones and zeros, no table of them.
 */
export function ChartCard({
  title,
  summary,
  drawn,
  controls,
  chart,
  table,
}: {
  title: string;
  /** One sentence above a chart; a few, in place of one. */
  summary: string | readonly string[];
  drawn: boolean;
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const sentences = typeof summary === 'string' ? [summary] : summary;
  return (
    <section className="card dashboard-card" aria-labelledby={headingId}>
      <div className="dashboard-card-head">
        <h2 id={headingId}>{title}</h2>
        {drawn ? (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            Table view
          </button>
        ) : null}
      </div>
      {sentences.map((sentence) => (
        <p key={sentence} className="chart-summary">
          {sentence}
        </p>
      ))}
      {controls}
      {drawn ? (
        asTable ? (
          table
        ) : (
          chart
        )
      ) : (
        <p className="muted small">
          {format(messages.dashboardChartLater, { count: limits.dashboardChartsFrom })}
        </p>
      )}
    </section>
  );
}
