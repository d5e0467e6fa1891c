import { limits } from '@contract/limits';
import type { DashboardNoticed } from '@contract/schemas/dashboard';
import { TagIcon, type TagIconKind } from '@/components/tag-icons';
import { drawsChart } from '../utils/figures';
import { noticedSentences, noticedSummary } from '../utils/summaries';
import { ChartCard, ChartTable } from './chart-card';

interface Trend {
  name: string;
  kind: TagIconKind;
  recent: number;
  previous: number;
}

const series = [
  { label: `Last ${limits.dashboardNoticedDays} days`, color: '--primary' },
  { label: `${limits.dashboardNoticedDays} days before`, color: '--noticed-previous' },
];

/** One group of trends as paired bars: the recent window's, and the one before it under it. */
function TrendBars({ heading, trends, max }: { heading: string; trends: Trend[]; max: number }) {
  if (!trends.length) return null;
  const width = (n: number) => `${Math.round((n / max) * 100)}%`;
  return (
    <div className="noticed-group">
      <h3>{heading}</h3>
      <ul className="noticed-list">
        {trends.map((t) => (
          <li key={t.name} className="noticed-item">
            <span className="noticed-name">
              <TagIcon kind={t.kind} value={t.name} />
              {t.name}
            </span>
            {/* The figures are in the words beside the bars; the bars only draw them. */}
            <span className="noticed-bars" aria-hidden="true">
              {(['recent', 'previous'] as const).map((period) => (
                <span
                  key={period}
                  // A figure of 0 draws nothing (a thin bar shows the smallest figures that are not 0).
                  className={`noticed-bar noticed-${period}${t[period] ? '' : ' noticed-bar-empty'}`}
                  style={{ width: width(t[period]) }}
                />
              ))}
            </span>
            <span className="noticed-figures">
              {t.recent} <span className="muted">(before: {t.previous})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What people notice most: the intents and tags received in the last 90 days beside the 90 days before. */
export function NoticedCard({ noticed }: { noticed: DashboardNoticed }) {
  const intents: Trend[] = noticed.intents.map((t) => ({ ...t, kind: 'intent' }));
  const tags: Trend[] = noticed.tags.map((t) => ({ ...t, kind: 'regulation' }));
  const all = [...intents, ...tags];
  const max = Math.max(1, ...all.flatMap((t) => [t.recent, t.previous]));
  const top = [...all].sort((a, b) => b.recent - a.recent || b.previous - a.previous)[0];
  // Every received receipt has one intent: their sum is the receipts behind the figure.
  const drawn = drawsChart(intents.reduce((sum, t) => sum + t.recent + t.previous, 0));
  const summary = drawn ? noticedSummary(top) : noticedSentences(noticed);
  const rows = all.map((t) => ({ tick: t.name, label: t.name, values: [t.recent, t.previous] }));
  return (
    <ChartCard
      title="What people notice most"
      summary={summary}
      drawn={drawn}
      chart={
        <div className="noticed">
          <TrendBars heading="Intents" trends={intents} max={max} />
          <TrendBars heading="Tags" trends={tags} max={max} />
        </div>
      }
      table={
        <ChartTable
          caption="What people notice most"
          rowHeading="Intent or tag"
          series={series}
          columns={rows}
        />
      }
    />
  );
}
