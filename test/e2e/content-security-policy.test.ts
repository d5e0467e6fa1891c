import * as messages from '@contract/messages';
import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { cognitoOrigin } from '../../infra/site-headers';
import { newPage, sharedBrowser, sharedPage } from '../support/browser';
import { type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import { chooseRecipient, logInInBrowser, recordVoice, startTimer } from '../support/give-flow';
import { testStack } from '../support/stack';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);

/** Every CSP violation a page reports, as an event or as Chromium's console error, from its next load on. */
async function policyViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) seen.push(message.text());
  });
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return seen;
}

/** Waits until `selector`'s media or image has really loaded (a blocked one errors instead). */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate(
    (element: HTMLImageElement | HTMLMediaElement) =>
      new Promise<boolean>((resolve) => {
        if (element instanceof HTMLImageElement) {
          if (element.complete) resolve(element.naturalWidth > 0);
          element.addEventListener('load', () => resolve(true));
        } else {
          if (element.readyState >= 1 || element.error) resolve(!element.error);
          element.addEventListener('loadedmetadata', () => resolve(true));
        }
        element.addEventListener('error', () => resolve(false));
      }),
  );

/** The site runs under the policy CloudFront sends (infra/site-headers.ts), locally as in AWS. */
describe('Content-Security-Policy', () => {
  const browser = sharedBrowser();
  let violations: string[] = [];
  const openPage = sharedPage(async (page) => {
    violations = await policyViolations(page);
  }, browser);

  it("is sent with the page, naming exactly the stack's Cognito and media origins; the API is the site's own", async () => {
    const { siteUrl, region, local } = testStack();
    const response = await fetch(new URL('/login', siteUrl));
    const policy = response.headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    // The app calls the API under the distribution (`/api`), which 'self' allows, as in AWS.
    const config = (await (await fetch(new URL(siteConfigPath, siteUrl))).json()) as SiteConfig;
    expect(new URL(config.apiUrl).origin).toBe(new URL(siteUrl).origin);
    expect(connect).toContain("'self'");
    if (local) {
      expect(connect).toEqual(
        expect.arrayContaining([new URL(local.cognitoEndpoint).origin, new URL(local.s3Endpoint).origin]),
      );
    } else {
      // A deployed stage's Cognito, or the endpoint the SDK is pointed at (the outputs-file proof runs the
      // deployed-stage mode on the emulators).
      const cognito = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
      expect(connect).toContain(cognito ? new URL(cognito).origin : cognitoOrigin(region));
    }
    expect(policy).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    expect(policy).not.toContain('*');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('is not broken by the landing and login pages', async () => {
    const page = openPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/login');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  let rosalind: BrowserAccount;
  it('is not broken by a photo upload and the signed-in profile page', async () => {
    const page = openPage();
    [rosalind] = await signUpInTurn(page, ['Rosalind', 'Franklin'], ['Marie', 'Curie']);
    await page.getByRole('tab', { name: /Personal Info/ }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: /photo/ }).waitFor();
    expect(await loaded(page, 'img.avatar')).toBe(true);
    await page.goto('/profile-page');
    await page.getByRole('img', { name: /photo/ }).waitFor();
    expect(await loaded(page, 'img.avatar')).toBe(true);
    expect(violations).toEqual([]);
  });

  it('is not broken by recording, playing back and sending a voice note, nor by its recipient playing it', async () => {
    const page = openPage();
    await chooseRecipient(page, rosalind);
    await startTimer(page);
    await recordVoice(page);
    expect(await loaded(page, '.voice-preview audio')).toBe(true);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByLabel('What did you notice?').fill('You checked the data twice.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();

    const recipientPage = await newPage(browser());
    const recipientViolations = await policyViolations(recipientPage);
    await logInInBrowser(recipientPage, rosalind);
    await recipientPage.goto('/receipts-hub');
    await recipientPage.getByRole('button', { name: /You checked the data twice/ }).click();
    await recipientPage.getByRole('button', { name: /Play voice note/ }).click();
    await recipientPage.getByLabel('Voice note').waitFor();
    expect(await loaded(recipientPage, 'audio[aria-label="Voice note"]')).toBe(true);
    await recipientPage.waitForLoadState('networkidle');
    expect(recipientViolations).toEqual([]);
    expect(violations).toEqual([]);
  }, 90_000);
});
