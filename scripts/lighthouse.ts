/**
 * `npm run lighthouse`: builds the site, serves web/dist the way CloudFront does (lighthouse-site.ts), and runs Lighthouse
 * with this machine's Chromium on `/`, `/login` and a public profile opened to visitors (its API answer from
 * ./lighthouse-visitor.ts) with its default mobile settings (emulated phone,
 * simulated slow 4G, 4x CPU slowdown). Writes the scores to lighthouse-results.json and exits non-zero
 * when a target is missed.
 *
 * LIGHTHOUSE_RUNS (default 3) sets the runs per page; the median run by performance score is reported.
 * LIGHTHOUSE_PAGES (comma-separated paths) measures other pages instead.
 * LIGHTHOUSE_REPORT_DIR, when set, receives every run's full report (`<page>-<run>.json`) for a closer look.
 *
 * Lighthouse is not a dependency (it would put ~100 packages in every `npm ci`): the first run installs the
 * pinned version below into .local/tools/lighthouse.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { chromiumPath, quietChromiumFlags } from '../test/support/chromium-path';
import { type Lhr, type PageResult, summarize, targets } from './lighthouse-results';
import { serveDist } from './lighthouse-site';
import { lighthouseProfilePath } from './lighthouse-visitor';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const resultsFile = join(root, 'lighthouse-results.json');
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', lighthouseProfilePath];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const lighthouseVersion = '12.8.2';
const toolDir = join(root, '.local/tools/lighthouse');

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

/** Installs the pinned Lighthouse on first use, outside the project's dependencies. */
async function loadLighthouse(): Promise<Lighthouse> {
  const pkg = join(toolDir, 'node_modules/lighthouse');
  const installed = existsSync(join(pkg, 'package.json'))
    ? (JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string }).version
    : null;
  if (installed !== lighthouseVersion) {
    console.log(`Installing lighthouse@${lighthouseVersion} into ${toolDir}`);
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(join(toolDir, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', `lighthouse@${lighthouseVersion}`],
      { cwd: toolDir, stdio: 'inherit' },
    );
  }
  const entry = join(pkg, 'core/index.js');
  return ((await import(pathToFileURL(entry).href)) as { default: Lighthouse }).default;
}

async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const port = await getPort();
  const profile = mkdtempSync(join(tmpdir(), 'receipts-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...quietChromiumFlags,
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, process: child, profile };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port within 30 s');
    await sleep(200);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error('web/dist is missing: run npm run build:web');

  const lighthouse = await loadLighthouse();
  const server = await serveDist(dist);
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chromium = await launchChromium();
  const results: PageResult[] = [];
  let measuredWith = '';
  try {
    for (const path of pages) {
      const attempts: PageResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
        measuredWith = result.lhr.lighthouseVersion;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')}-${run + 1}.json`;
          writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
        }
        attempts.push(summarize(path, result.lhr));
      }
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = attempts[Math.floor(attempts.length / 2)]!;
      results.push(median);
      const { performance, accessibility, bestPractices, seo } = median.scores;
      console.log(
        `${path.padEnd(18)} performance ${performance}  accessibility ${accessibility}  best practices ${bestPractices}  SEO ${seo}` +
          `  (runs: ${attempts.map((a) => a.scores.performance).join(', ')}; JS ${median.javascript.transferKB} KB in ${median.javascript.requests} files)`,
      );
      for (const [id, title] of Object.entries(median.failing))
        console.log(`         short of full marks: ${id} (${title})`);
    }
  } finally {
    chromium.process.kill();
    server.close();
    await sleep(300);
    rmSync(chromium.profile, { recursive: true, force: true });
  }

  const chromiumVersion = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .split('\n')
    .find((line) => line.includes('Chromium'))
    ?.trim();
  const report = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion: measuredWith,
    browser: chromiumVersion,
    settings: 'Lighthouse default mobile: emulated phone, simulated slow 4G, 4x CPU slowdown',
    runsPerPage: runs,
    targets,
    pages: results,
    meetsTargets: results.every((r) => r.meetsTargets),
  };
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Scores written to ${resultsFile}`);
  if (!report.meetsTargets) {
    console.error(`A page missed a target: ${JSON.stringify(targets)}`);
    process.exitCode = 1;
  }
}

await main();
