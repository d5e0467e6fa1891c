import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { embedWallPath, feedbackRequestPath, memberLinkPath } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPage, phoneAndDesktopThemes, sharedBrowser, sidewaysOverflow } from '../support/browser';
import { builtChunk, libraryChunk } from '../support/built-chunks';
import { ask } from '../support/feedback-requests';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

/**
 * What a signed-out visitor's share link loads (a page Lighthouse scores): the profile with a single
 * request, started at boot, and none of Amplify, which only members and sign-in need, nor zod or the QR code's
 * library.
 */
jest.setTimeout(120_000);

describe('a signed-out visitor opening a share link', () => {
  let owner: TestMember;
  let requestId: string;
  const browser = sharedBrowser();

  beforeAll(async () => {
    let giver: TestMember;
    [owner, giver] = await Promise.all([createMember('Lin', 'Visited'), createMember('Max', 'Giver')]);
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
    });
    await giveReceipt(giver, owner, { category: 'Play', receiptText: 'a note a visitor may read' });
    requestId = (await ask(owner, 'What did I do well this week?')).body.id;
  });

  it('shows the profile with one profile request and without loading Amplify, zod or the QR library', async () => {
    const page: Page = await newPage(browser());
    const requested: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`/u/${owner.username}`);
    await page.getByRole('heading', { name: 'Lin Visited' }).waitFor();
    await page.getByText('a note a visitor may read').waitFor();
    await page.waitForLoadState('networkidle');

    const paths = requested.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path.endsWith(`/visitors/profiles/${owner.username}`))).toHaveLength(1);
    // The SDK and the module that configures it; not its tiny loader. Nor the QR code's library (only sharing
    // draws one).
    const notLoaded = [
      builtChunk('src/lib/amplify.ts'),
      builtChunk('../node_modules/aws-amplify/dist/esm/auth/index.mjs'),
      libraryChunk('qr'),
    ];
    expect(requested.filter((url) => notLoaded.some((file) => file.test(url)))).toEqual([]);
    // Nor the schema library, wherever the build put it (the API client reads error codes from
    // contract/error-codes.ts): no script the page ran holds zod's error class.
    expect((await Promise.all(scripts)).filter((code) => code.includes('ZodError'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('still shows the profile when /config.json failed once (the next request asks again)', async () => {
    const page: Page = await newPage(browser());
    let configRequests = 0;
    await page.route('**/config.json', async (route) => {
      configRequests += 1;
      if (configRequests === 1) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    await page.goto(`/u/${owner.username}`);
    await page.getByRole('heading', { name: 'Lin Visited' }).waitFor();
    expect(configRequests).toBe(2);
    await page.context().close();
  });

  // Every page a member's link opens shows the name and one primary action, nothing else that
  // the top bar already offers (Sign In, Sign Up).
  it.each(phoneAndDesktopThemes({ width: 360, height: 640 }, { width: 1280, height: 900 }))(
    'shows the name and exactly one primary action on each link page, on a %s in %s, axe clean',
    async (_device, colorScheme, viewport) => {
      const page: Page = await newPage(browser(), { colorScheme, viewport });
      const lin = { name: 'Lin' };
      const pages = [
        [memberLinkPath('profile', owner.username), format(messages.leaveReceiptFor, lin)],
        [memberLinkPath('give', owner.username), format(messages.giveReceiptTo, lin)],
        [feedbackRequestPath(owner.username, requestId), format(messages.answerRequestOf, lin)],
        [embedWallPath(owner.username, colorScheme, 3), format(messages.leaveReceiptFor, lin)],
      ] as const;
      for (const [path, action] of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: /Lin Visited/ }).waitFor();
        await page.getByRole('figure', { name: messages.sampleReceiptLabel }).waitFor();
        const main = page.getByRole('main');
        expect([path, await main.locator('.button-primary').allTextContents()]).toEqual([path, [action]]);
        const signInOrUp = new RegExp(`^(${messages.signIn}|${messages.signUp})$`);
        expect([path, await main.getByRole('link', { name: signInOrUp }).count()]).toEqual([path, 0]);
        expect([path, await sidewaysOverflow(page)]).toEqual([path, 0]);
        expect([path, await seriousViolations(page)]).toEqual([path, []]);
      }
      await page.context().close();
    },
  );
});
