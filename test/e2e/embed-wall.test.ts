import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { embedWallPath, sitePaths } from '@contract/site-paths';
import type { Frame, Page } from 'playwright-core';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { testStack } from '../support/stack';

jest.setTimeout(120_000);

/**
 * A page on someone else's site that frames `path` of ours: another origin (its own server, on loopback as
 * Chromium's local-network checks require of a page that frames a loopback address; a stage is public).
 */
async function embedderFraming(page: Page, path: string): Promise<Frame> {
  const src = new URL(path, testStack().siteUrl).href;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>My site</title><iframe src="${src}" width="900" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAllClose.push(() => server.close());
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/my-site`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}
const afterAllClose: (() => void)[] = [];
afterAll(() => {
  for (const close of afterAllClose) close();
});

const quotes = (frame: Frame) =>
  frame.locator('.receipt-wall .receipt-face-quote').evaluateAll((qs) => qs.map((q) => q.textContent));

describe('the wall embedded on a member’s own site', () => {
  const browser = sharedBrowser();
  let owner: TestMember;
  let closed: TestMember;
  const texts = ['First: calm', 'Second: kind', 'Third: brave', 'Fourth: honest'];

  beforeAll(async () => {
    let giver: TestMember;
    [owner, closed, giver] = await Promise.all([
      createMember('Ada', 'Embed'),
      createMember('Cleo', 'Embed'),
      createMember('Gus', 'Embed'),
    ]);
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
    });
    for (const receiptText of texts) await giveReceipt(giver, owner, { category: 'Work', receiptText });
    await giveReceipt(giver, closed, { category: 'Work', receiptText: 'Not for other sites' });
  });

  it('shows the newest public receipts another site frames, in the theme and number asked for', async () => {
    const page = await newPage(browser());
    const frame = await embedderFraming(page, embedWallPath(owner.username, 'dark', 3));
    await frame
      .getByRole('heading', { name: format(messages.embedWallTitle, { name: 'Ada Embed' }) })
      .waitFor();
    expect(await quotes(frame)).toEqual(['Fourth: honest', 'Third: brave', 'Second: kind']);
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Its links open Receipts in a new tab, never inside someone else's page; nothing signs in.
    const leave = frame.getByRole('link', { name: format(messages.leaveReceiptFor, { name: 'Ada' }) });
    expect(await leave.getAttribute('target')).toBe('_blank');
    expect(await leave.getAttribute('href')).toBe(`/give/${owner.username}`);
    expect(await frame.getByRole('button', { name: /log in|sign in/i }).count()).toBe(0);
    expect(await seriousViolations(await framedPage(page, frame))).toEqual([]);
  });

  it('shows nothing of a profile closed to signed-out visitors', async () => {
    const page = await newPage(browser());
    const frame = await embedderFraming(page, embedWallPath(closed.username, 'light', 6));
    await frame.getByText(format(messages.embedWallClosed, { name: `@${closed.username}` })).waitFor();
    expect(await frame.locator('.receipt-card').count()).toBe(0);
    expect(await frame.getByText('Not for other sites').count()).toBe(0);
  });

  it('is the only page another site can frame', async () => {
    const page = await newPage(browser());
    const frame = await embedderFraming(page, `/u/${owner.username}`);
    // Chromium refuses the frame (X-Frame-Options DENY, frame-ancestors 'none') and shows its error page.
    await page.waitForFunction(() => {
      const framed = document.querySelector('iframe');
      try {
        return framed?.contentWindow?.location.href === undefined;
      } catch {
        return true; // another origin's document: only the browser's error page lets nothing through either
      }
    });
    await frame.waitForLoadState();
    expect(frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.getByText(texts[0] ?? '').count()).toBe(0);
  });

  it('gives its owner the code to paste, with a live preview', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await logInInBrowser(page, owner);
    await page.goto(sitePaths.ownProfileOld);
    await page.getByRole('button', { name: messages.embedWallButton }).click();
    const dialog = page.getByRole('dialog', { name: messages.embedWallButton });
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await dialog.getByLabel('Receipts shown').selectOption('9');
    const src = new URL(embedWallPath(owner.username, 'dark', 9), testStack().siteUrl).href;
    expect(await dialog.getByLabel('Code for your site').inputValue()).toContain(`src="${src}"`);
    const preview = page.frameLocator('iframe.embed-preview');
    // The preview loads the whole app a second time, in its frame: slower than a page under a loaded machine.
    await preview.getByText(texts[3] ?? '').waitFor({ timeout: 60_000 });
    expect(await preview.locator('.receipt-card').count()).toBe(texts.length);
    expect(await seriousViolations(page, '.embed-dialog')).toEqual([]);
  });
});

/** The framed document as a page of its own, for axe (which checks one document). */
async function framedPage(page: Page, frame: Frame): Promise<Page> {
  const own = await page.context().newPage();
  await own.goto(frame.url());
  await own.locator('.arrival').waitFor();
  return own;
}
