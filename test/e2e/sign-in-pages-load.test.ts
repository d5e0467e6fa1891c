import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { newPage, sharedBrowser } from '../support/browser';
import { builtChunk } from '../support/built-chunks';

/**
 * The sign-in pages draw their forms before zod, react-query and the API client download (the pages'
 * JavaScript budget): these refuse each download in turn and use the form meanwhile.
 */
describe('the sign-in pages take input before their checks download', () => {
  const browser = sharedBrowser();
  let page: Page;
  beforeEach(async () => {
    page = await newPage(browser());
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('says the network failed when the checks cannot load, and checks the form once they can', async () => {
    const checks = builtChunk('src/lib/contract-resolver.ts');
    await page.route(checks, (route) => route.abort());
    await page.goto('/login');
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: messages.signIn, exact: true }).click();
    await page.getByText(messages.networkError).waitFor();
    expect(await page.getByText(messages.emailRequired).count()).toBe(0);

    await page.unroute(checks);
    await page.getByRole('button', { name: messages.signIn, exact: true }).click();
    await page.getByText(messages.emailRequired).waitFor();
    await page.getByText(messages.networkError).waitFor({ state: 'detached' });
  });

  it('takes the sign-up form without the username check, and says the username could not be checked', async () => {
    await page.route(builtChunk('src/features/auth/components/username-check.tsx'), (route) => route.abort());
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Username').fill('grace_h');
    await page.getByText(messages.failedToVerifyUsername).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
  });

  it('downloads Amplify only once the member touches the form', async () => {
    const amplify: string[] = [];
    page.on('request', (request) => {
      if (builtChunk('src/lib/amplify.ts').test(request.url())) amplify.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('button', { name: messages.signIn, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(amplify).toEqual([]);
    const asked = page.waitForRequest(builtChunk('src/lib/amplify.ts'));
    await page.getByLabel('Email').focus();
    await asked;
  });

  it("starts the footer below a phone's first screen, so the page arriving after its loading state does not move it", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const footer = await page.locator('footer.footer').boundingBox();
    expect(footer?.y).toBeGreaterThanOrEqual(740);
  });
});
