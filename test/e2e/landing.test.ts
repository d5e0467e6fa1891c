import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { sharedPage } from '../support/browser';

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the frame at the current time is there. */
const HTMLMediaElementHaveCurrentData = 2;

import { landingFooterLinks } from '../support/spec-chrome';

/** The links a page offers in its footer and top bar, as absolute paths with their fragment. */
async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).href.replace(location.origin, '')),
    );
}

describe('landing page', () => {
  const page = sharedPage();

  it('shows the hero, features, how it works, testimonials, FAQ and call to action', async () => {
    await page().goto('/');
    await page().getByRole('heading', { level: 1, name: 'Receipts for who you really are' }).waitFor();
    const create = page().getByRole('link', { name: 'Create Your Profile' });
    expect(await create.getAttribute('href')).toBe('/signup');

    // No band of figures that count features ("100% Privacy Control"): the product has none to show yet.
    expect(await page().getByRole('region', { name: 'Receipts in numbers' }).count()).toBe(0);
    expect(await page().getByText('Privacy Control').count()).toBe(0);

    await page().locator('#features').getByRole('heading', { level: 2 }).waitFor();
    const steps = page().locator('#how-it-works').getByRole('listitem');
    expect(await steps.count()).toBe(3);
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining('Create your profile'),
      expect.stringContaining('Share your profile link or QR'),
      expect.stringContaining('Collect Receipts'),
    ]);
    await page().locator('#how-it-works').getByRole('button', { name: 'Watch the 2-minute demo' }).waitFor();

    const testimonials = page().locator('#testimonials');
    // Sample Receipts in the receipt card the hero shows, not quotes in a design of their own.
    await testimonials.getByRole('heading', { name: messages.sampleReceiptsTitle }).waitFor();
    const samples = testimonials.getByRole('figure', { name: messages.sampleReceiptLabel });
    expect(await samples.count()).toBe(3);
    expect(await testimonials.locator('.receipt-face').count()).toBe(3);
    expect(await testimonials.locator('blockquote').count()).toBe(0);

    const faq = page().locator('#faq');
    for (const [question, answer] of [
      ['Are Receipts anonymous?', /anonymously or with your name.*encourage signing/],
      ['Who can see my Receipts?', /You control which Receipts are visible/],
      ['Who can I give a Receipt to?', /Anyone in the Receipts network/],
    ] as const) {
      await faq.getByText(question).click();
      await faq.getByText(answer).waitFor();
    }

    const cta = page().getByRole('region', { name: 'Start collecting Receipts today' });
    await cta.getByText(messages.freeTrialText).waitFor();
    await cta.getByText(messages.noCreditCardText).waitFor();
  });

  it("sets its text in the site's own typeface, served from the site, not the system's fallback", async () => {
    await page().goto('/');
    await page().getByRole('heading', { level: 1 }).waitFor();
    const fonts = await page().evaluate(async () => {
      await document.fonts.ready;
      const heading = document.querySelector('h1');
      return {
        family: heading ? getComputedStyle(heading).fontFamily : '',
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
        files: performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name))
          .filter((url) => url.pathname.endsWith('.woff2'))
          .map((url) => url.origin === location.origin),
      };
    });
    expect(fonts.family).toMatch(/^"Inter Variable"/);
    expect(fonts.loaded).toContain('Inter Variable');
    // Only the subsets the page's text needs (Latin here), all from the site's own origin.
    expect(fonts.files.length).toBeGreaterThan(0);
    expect(fonts.files.length).toBeLessThanOrEqual(2);
    expect(fonts.files.every(Boolean)).toBe(true);
  });

  it('links the top bar to the sections on the landing page only', async () => {
    await page().goto('/');
    const sections = page().getByRole('list', { name: 'On this page' });
    // The first render is a transition (main.tsx): wait for the bar's links before reading them.
    await sections.getByRole('link', { name: 'FAQ' }).waitFor();
    expect(await hrefs(page(), 'ul[aria-label="On this page"] a')).toEqual([
      '/#features',
      '/#how-it-works',
      '/#testimonials',
      '/#faq',
    ]);
    await page().locator('#faq').waitFor(); // the bar draws before the page's sections have loaded
    await sections.getByRole('link', { name: 'FAQ' }).click();
    await page().waitForURL('**/#faq');
    await page().getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(await page().locator('#faq').isVisible()).toBe(true);
    expect(
      await page().evaluate(() => document.getElementById('faq')!.getBoundingClientRect().top),
    ).toBeLessThan(400);

    await page().goto('/pricing');
    await page().getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page().getByRole('list', { name: 'On this page' }).count()).toBe(0);
  });

  it('resolves every footer and top-bar link to a real page, never the 404 page', async () => {
    await page().goto('/');
    const footer = page().getByRole('contentinfo');
    for (const name of landingFooterLinks) {
      await footer.getByRole('link', { name, exact: true }).waitFor();
    }
    for (const network of ['X', 'Instagram', 'Facebook', 'LinkedIn']) {
      await footer.getByRole('button', { name: `Receipts on ${network}` }).waitFor();
    }
    const landingFooter = await hrefs(page(), 'footer a');
    const links = [...new Set([...landingFooter, ...(await hrefs(page(), 'header a'))])];
    expect(links.length).toBeGreaterThanOrEqual(15);

    for (const link of links) {
      await page().goto(link);
      const [path, fragment] = link.split('#');
      await page().getByRole('heading', { level: 1 }).first().waitFor();
      expect({
        link,
        notFound: await page().getByRole('heading', { name: 'Page Not Found' }).count(),
      }).toEqual({
        link,
        notFound: 0,
      });
      if (fragment) expect(await page().locator(`#${fragment}`).count()).toBe(1);
      if (path !== '/') {
        // The other open pages end with the landing's footer, copyright line included.
        await page()
          .getByRole('contentinfo')
          .getByText(/© \d{4} Receipts\. All rights reserved\./)
          .waitFor();
        expect(await hrefs(page(), 'footer a')).toEqual(landingFooter);
      }
    }
  });

  it('fits a 360 px phone: the sample Receipts, the pricing plan and the blog never scroll sideways', async () => {
    const desktop = page().viewportSize();
    await page().setViewportSize({ width: 360, height: 740 });
    try {
      for (const path of ['/', '/pricing', '/blog']) {
        await page().goto(path);
        await page().getByRole('heading', { level: 1 }).first().waitFor();
        const width = await page().evaluate(() => document.documentElement.scrollWidth);
        expect({ path, width }).toEqual({ path, width: 360 });
      }
    } finally {
      if (desktop) await page().setViewportSize(desktop);
    }
  });

  it('opens the demo video dialog from the keyboard and closes it with Escape, returning focus', async () => {
    await page().goto('/');
    const watch = page().getByRole('button', { name: /Watch Demo/ });
    await watch.focus();
    await page().keyboard.press('Enter');

    const dialog = page().getByRole('dialog', { name: 'Watch the demo' });
    await dialog.waitFor();
    await dialog.getByText(/2-minute tour/).waitFor();
    await page().waitForFunction((el) => el?.contains(document.activeElement), await dialog.elementHandle());
    // The recorded walkthrough, served by the site itself (no video host), with a poster and captions.
    expect(await dialog.locator('iframe').count()).toBe(0);
    const video = dialog.locator('video[aria-label="Receipts in 2 minutes"]');
    expect(await video.getAttribute('poster')).toBe('/demo/receipts-demo-poster.jpg');
    expect(await video.locator('track[kind="captions"]').getAttribute('src')).toBe('/demo/receipts-demo.vtt');

    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page().waitForFunction((el) => el === document.activeElement, await watch.elementHandle());

    // The close button works from the keyboard too. The dialog is gone before the trigger is pressed
    // again (once, under load, an Enter sent while it was still leaving opened nothing).
    await dialog.waitFor({ state: 'detached' });
    await watch.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close demo video' }).focus();
    await page().keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page().waitForFunction((el) => el === document.activeElement, await watch.elementHandle());
  });

  it('plays the recorded demo: the video loads, time advances, its captions show, chapters seek', async () => {
    await page().goto('/');
    await page()
      .getByRole('button', { name: /Watch Demo/ })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Watch the demo' });
    const video = dialog.locator('video');
    await video.waitFor();
    const handle = await video.elementHandle();
    // Muted, as browsers let only a muted video start without a gesture of its own (the test's click was one).
    await video.evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      return el.play();
    });
    await page().waitForFunction((el) => (el as HTMLVideoElement).currentTime > 0.5, handle);
    const state = await video.evaluate((el: HTMLVideoElement) => ({
      readyState: el.readyState,
      duration: el.duration,
      width: el.videoWidth,
      cue: el.textTracks[0]?.mode,
    }));
    expect(state.readyState).toBeGreaterThanOrEqual(HTMLMediaElementHaveCurrentData);
    expect(state.duration).toBeGreaterThanOrEqual(110);
    expect(state.duration).toBeLessThanOrEqual(130);
    expect(state.width).toBe(1280);
    expect(state.cue).toBe('showing');
    await page().waitForFunction(
      (el) => ((el as HTMLVideoElement).textTracks[0]?.activeCues?.length ?? 0) > 0,
      handle,
    );
    await dialog.getByRole('button', { name: /Collect Receipts/ }).click();
    await page().waitForFunction((el) => (el as HTMLVideoElement).currentTime >= 80, handle);
    // VP9 first; an H.264 MP4 (served by the site, faststart) for browsers without VP9.
    const sources = await video
      .locator('source')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('type'), el.getAttribute('src')]));
    expect(sources.map(([type]) => type)).toEqual(['video/webm', 'video/mp4']);
    const fallback = await page().evaluate(async (src) => {
      const res = await fetch(src ?? '');
      const head = new Uint8Array(await res.arrayBuffer()).slice(4, 8);
      return { status: res.status, type: res.headers.get('content-type'), box: String.fromCharCode(...head) };
    }, sources[1]?.[1]);
    expect(fallback).toEqual({ status: 200, type: 'video/mp4', box: 'ftyp' });
    await page().keyboard.press('Escape');
  });
});
