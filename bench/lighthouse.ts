import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type PageResult, targets } from '../scripts/lighthouse-results';
import { lighthouseProfilePath } from '../scripts/lighthouse-visitor';
import { sized, smoke } from './smoke';

/** `npm run lighthouse`'s figures for the built site: each page's median run by performance. */
export interface LighthouseRow {
  runsPerPage: number;
  pages: PageResult[];
}

const resultsFile = 'lighthouse-results.json';

/**
 * Runs `scripts/lighthouse.ts` on the site the bench has just built (`--no-build`), 3 runs a page (1 with
 * `--quick`), and reads what it wrote. It exits non-zero when a page misses a target; the figures are the row
 * either way. `null` when it wrote none (Lighthouse could not be installed or started). A smoke run measures one
 * page, the public profile: every page runs the same loop, and this one also takes the stand-in API's answer
 * (scripts/lighthouse-visitor.ts).
 */
export function measureLighthouse(quick: boolean): LighthouseRow | null {
  rmSync(resultsFile, { force: true });
  const tsx = 'node_modules/.bin/tsx';
  try {
    execFileSync(tsx, ['scripts/ensure-chromium.ts'], { stdio: 'inherit' });
    execFileSync(tsx, ['scripts/lighthouse.ts', '--no-build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        LIGHTHOUSE_RUNS: String(sized(quick ? 1 : 3)),
        ...(smoke ? { LIGHTHOUSE_PAGES: lighthouseProfilePath } : {}),
      },
    });
  } catch {
    // A page below a target: reported in the row.
  }
  if (!existsSync(resultsFile)) return null;
  const { runsPerPage, pages } = JSON.parse(readFileSync(resultsFile, 'utf8')) as LighthouseRow;
  return { runsPerPage, pages };
}

export const lighthouseMarkdown = (row: LighthouseRow) =>
  [
    `## Lighthouse mobile (emulated phone, slow 4G, 4x CPU; median of ${row.runsPerPage}; targets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets.bestPractices}, SEO >= ${targets.seo})`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (files) | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...row.pages.map(
      (p) =>
        `| ${p.path} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores.bestPractices} | ${p.scores.seo} | ${p.metrics.largestContentfulPaintMs} | ${p.metrics.totalBlockingTimeMs} | ${p.metrics.cumulativeLayoutShift} | ${p.javascript.transferKB} (${p.javascript.requests}) | ${p.meetsTargets ? 'met' : 'NOT met'} |`,
    ),
  ].join('\n');
