/**
 * `npm run lighthouse`: builds the site, serves web/dist the way CloudFront does (SPA fallback to
 * index.html, gzip, long-lived hashed assets, the security headers, a `/config.json`), and runs Lighthouse
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
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routes } from '@contract/routes';
import { type SiteConfig, signInSettings } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import getPort from 'get-port';
import { cognitoOrigin, siteSecurityHeaders } from '../infra/site-headers';
import { chromiumPath, quietChromiumFlags } from '../test/support/chromium-path';
import { lighthouseProfilePath, lighthouseUsername, visitorProfileAnswer } from './lighthouse-visitor';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const resultsFile = join(root, 'lighthouse-results.json');
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', lighthouseProfilePath];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const targets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 90 };
const lighthouseVersion = '12.8.2';
const toolDir = join(root, '.local/tools/lighthouse');

/** The parts of Lighthouse's result this script reads. */
interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number; details?: unknown }>;
}
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

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The stand-in stage's region; its API is this server (under apiBasePath), so only Cognito is another origin. */
const region = 'us-east-1';
const apiBasePath = '/api';
/** The one API answer the stand-in stage gives: the measured visitor profile. */
const visitorProfileApiPath = `${apiBasePath}${routes.getVisitorProfile.path.replace('{username}', lighthouseUsername)}`;
const securityHeaders = siteSecurityHeaders({ connectTo: [cognitoOrigin(region)] });

function serveDist(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: Buffer, cache: string) => {
      const gzip =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !type.startsWith('image/png');
      const payload = gzip ? gzipSync(body, { level: 9 }) : body;
      res.writeHead(status, {
        ...securityHeaders,
        'content-type': type,
        'cache-control': cache,
        'content-length': payload.length,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    };

    if (url.pathname === siteConfigPath) {
      // A stand-in stage: the pages measured here never call Cognito; the API answers only the visitor profile.
      const { port } = server.address() as AddressInfo;
      const config: SiteConfig = {
        region,
        userPoolId: `${region}_lighthouse`,
        userPoolClientId: 'lighthouse',
        apiUrl: `http://127.0.0.1:${port}${apiBasePath}`,
        ...signInSettings('aws'),
      };
      send(200, types['.json']!, Buffer.from(JSON.stringify(config)), 'no-store');
      return;
    }
    if (url.pathname === visitorProfileApiPath) {
      send(200, types['.json']!, Buffer.from(JSON.stringify(visitorProfileAnswer())), 'no-store');
      return;
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      const immutable = url.pathname.startsWith('/assets/');
      send(
        200,
        types[extname(file)] ?? 'application/octet-stream',
        readFileSync(file),
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return;
    }
    // CloudFront's SPA fallback: any other path is the app, whose router shows the page or the 404 page.
    send(200, types['.html']!, readFileSync(join(dist, 'index.html')), 'no-cache');
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
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

interface PageResult {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: Record<string, number>;
  javascript: { requests: number; transferKB: number };
  /** Audits of the scored categories that did not pass, with their titles. */
  failing: Record<string, string>;
  meetsTargets: boolean;
}

function summarize(path: string, lhr: Lhr): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
  const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? Number.NaN));
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failing: Record<string, string> = {};
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[ref.id] = audit.title;
    }
  }
  return {
    path,
    scores,
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    },
    javascript: {
      requests: scripts.length,
      transferKB: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    },
    failing,
    meetsTargets:
      scores.performance >= targets.performance &&
      scores.accessibility >= targets.accessibility &&
      scores.bestPractices >= targets.bestPractices &&
      scores.seo >= targets.seo,
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error('web/dist is missing: run npm run build:web');

  const lighthouse = await loadLighthouse();
  const server = await serveDist();
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
