import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type ReactNode, useState } from 'react';
import { useWidth } from '../utils/use-width';

/** The y scale's least top: small counts look small. */
const minimumScale = 4;

/** One bar's series: its name and its colour. */
export interface ChartSeries {
  label: string;
  /** The custom property of dashboard.css that holds its colour in light and dark mode (`--cat-work`). */
  color: string;
  /** Drawn beside its colour in the legend (a category's icon). */
  icon?: ReactNode;
}

/** The series' colours (and icons) under a chart. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="chart-legend">
      {series.map((s) => (
        <li key={s.label}>
          <span className="chart-swatch" style={{ color: `var(${s.color})` }} aria-hidden="true" />
          {s.icon}
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** One column of the chart: its tick, the words a screen reader hears, a value per series. */
export interface ChartColumn {
  tick: string;
  label: string;
  values: number[];
}

const height = 200;
const margin = { top: 12, right: 8, bottom: 28, left: 32 };
/**
 * About how wide one character of a tick is (the axis font is 12px): where a column is narrower than its
 * longest tick, every other tick is left out, so the labels never overlap (and never for a chart's width alone:
 * three day contexts fit a half-width card).
 */
const tickCharWidth = 7;

/**
 * A bar chart drawn with visx (SVG): stacked (one bar a column, a segment per series) or grouped (a bar per
 * series side by side). Each column is one tab stop; focusing or pointing at it shows its figures below.
 */
export function BarChart({
  title,
  series,
  columns,
  stacked,
}: {
  title: string;
  series: ChartSeries[];
  columns: ChartColumn[];
  stacked: boolean;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const innerWidth = Math.max(width - margin.left - margin.right, 0);
  const innerHeight = height - margin.top - margin.bottom;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  // At least a few, so one receipt is a short bar rather than a full one.
  const max = Math.max(
    minimumScale,
    ...columns.map((c) => (stacked ? sum(c.values) : Math.max(0, ...c.values))),
  );
  const x = scaleBand<number>({ domain: columns.map((_, i) => i), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()] });
  const ticks = y.ticks(Math.min(4, max)).filter(Number.isInteger);
  const shown = active === null ? null : columns[active];
  const everyTick = x.step() >= tickCharWidth * Math.max(0, ...columns.map((c) => c.tick.length));

  return (
    <div className="chart" ref={ref}>
      {width > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: an SVG list: each column below is one of its items.
        <svg width={width} height={height} role="list" aria-label={title}>
          <Group left={margin.left} top={margin.top}>
            {ticks.map((tick) => (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a gridline and its figure, not focusable.
              <g key={tick} aria-hidden="true">
                <line className="chart-grid" x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text className="chart-axis" x={-6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {columns.map((column, i) => {
              const left = x(i) ?? 0;
              let base = 0;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a column of the SVG list, one tab stop to read its figures.
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the same.
                <g
                  key={column.label}
                  role="listitem"
                  tabIndex={0}
                  aria-label={column.label}
                  className="chart-column"
                  onFocus={() => setActive(i)}
                  onMouseEnter={() => setActive(i)}
                >
                  <rect
                    className="chart-hit"
                    x={left - 2}
                    y={-4}
                    width={x.bandwidth() + 4}
                    height={innerHeight + 8}
                  />
                  {column.values.map((value, s) => {
                    if (value <= 0) return null;
                    const top = stacked ? base + value : value;
                    const bottom = stacked ? base : 0;
                    base = top;
                    return (
                      <Bar
                        key={series[s]?.label}
                        className="chart-bar"
                        style={{ fill: `var(${series[s]?.color})` }}
                        x={stacked ? left : left + (inner(s) ?? 0)}
                        width={stacked ? x.bandwidth() : inner.bandwidth()}
                        y={y(top)}
                        height={Math.max(y(bottom) - y(top), 1)}
                      />
                    );
                  })}
                  {(everyTick || (columns.length - 1 - i) % 2 === 0) && (
                    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the tick; the column's label says it in full.
                    <text
                      className="chart-axis"
                      aria-hidden="true"
                      x={left + x.bandwidth() / 2}
                      y={innerHeight + 18}
                      textAnchor="middle"
                    >
                      {column.tick}
                    </text>
                  )}
                </g>
              );
            })}
          </Group>
        </svg>
      )}
      <p className="chart-detail muted" aria-hidden="true">
        {shown ? shown.label : '\u00a0'}
      </p>
    </div>
  );
}
