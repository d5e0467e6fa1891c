import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { errorCodes } from '@contract/error-codes';
import { apiPathPrefix, siteConfigPath } from '@contract/site-paths';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import type { TestStack } from '../support/stack';
import { startPrivateStack } from '../support/start-stack';

/**
 * `npm start` serves Vite's dev server behind the same local edge as the built site (infra/local/site.ts):
 * the API under the site's address, errors that stay errors, the stage's functions and headers, and Vite's
 * own module paths and reload socket passed past the edge. Its own stack, as `npm start` starts it.
 */
describe('npm start: the dev site through the local edge', () => {
  let child: ChildProcess | undefined;
  let stack: TestStack;
  let browser: Browser | undefined;
  const site = (path: string) => `${stack.siteUrl}${path}`;

  beforeAll(async () => {
    const before = process.env.RECEIPTS_STACK;
    try {
      ({ child, stack } = await startPrivateStack({ site: 'dev' }));
    } finally {
      // The suite's own stack stays the one every other test in this worker reads.
      process.env.RECEIPTS_STACK = before;
    }
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    child?.kill('SIGTERM');
  });

  it('names the API at the site, keeps its errors, and sends deep links to the app', async () => {
    const config = (await (await fetch(site(siteConfigPath))).json()) as { apiUrl: string };
    expect(config.apiUrl).toBe(site(apiPathPrefix));
    const missing = await fetch(site(`${apiPathPrefix}/no-such-route`));
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'application/json']);
    const deepLink = await fetch(site('/app/settings'));
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('/@vite/client');
    const viteClient = await fetch(site('/@vite/client'));
    expect(viteClient.headers.get('content-type')).toContain('javascript');
    expect(viteClient.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers its own address only: a page on another name resolving here (DNS rebinding) reads nothing', async () => {
    const { hostname, port } = new URL(stack.siteUrl!);
    /** A request to the edge claiming another host name; the status, or the upgrade's first line. */
    const asOtherHost = (path: string, headers: Record<string, string> = {}) =>
      new Promise<string>((resolve, reject) => {
        const req = request({
          hostname,
          port,
          path,
          headers: { host: `rebind.example:${port}`, ...headers },
        });
        req.on('response', (res) => resolve(String(res.statusCode)));
        req.on('upgrade', (res) => resolve(`upgraded ${res.statusCode}`));
        req.on('error', reject);
        req.end();
      });
    expect(await asOtherHost('/')).toBe('403');
    expect(await asOtherHost(`/@fs${process.cwd()}/package.json`)).toBe('403');
    expect(await asOtherHost('/src/main.tsx')).toBe('403');
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-protocol': 'vite-hmr' };
    expect(await asOtherHost('/', upgrade)).toBe('403');
    // Its own address still reads a module, and Vite keeps the stack's data out of reach.
    expect((await fetch(site('/src/main.tsx'))).status).toBe(200);
    const probe = join(process.cwd(), '.local', `dev-edge-probe-${process.pid}.txt`);
    mkdirSync(dirname(probe), { recursive: true });
    writeFileSync(probe, 'a verification code');
    try {
      expect((await fetch(site(`/@fs${probe}`))).status).toBe(403);
    } finally {
      rmSync(probe, { force: true });
    }
  });

  it("refuses the API at the gateway's own address, as the stage does", async () => {
    const direct = await fetch(`${stack.apiUrl}/usernames/ada_lovelace/availability`);
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { error: { code: string } }).error.code).toBe(errorCodes.notThroughEdge);
  });

  it('renders the app under the policy, with Vite reloads connected through the edge', async () => {
    const context = await browser!.newContext({ baseURL: stack.siteUrl ?? undefined });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refused.push(message.text());
    });
    const reloads = new Promise<string>((resolve) =>
      page.on('websocket', (socket) => socket.on('framereceived', () => resolve(socket.url()))),
    );
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
    expect(new URL(await reloads).host).toBe(new URL(stack.siteUrl!).host);
    expect(refused).toEqual([]);
    await context.close();
  }, 180_000);
});
