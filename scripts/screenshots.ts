/**
 * `npm run screenshots`: starts a private local stack, seeds a lived-in account and a new member's first day
 * with readable usernames, and saves a screenshot of every route at phone and desktop width, in light and
 * dark mode, into `screenshots/` (gitignored), with a contact sheet of them all (`screenshots/index.html`), so
 * anyone can review the whole app in a minute. It also writes the README's pictures (./readme-shots.ts) into
 * docs/screenshots/. Arguments name routes to take alone (`npm run screenshots -- receipts-hub login`).
 *
 * A phone shot is drawn as a phone this tall would show it: the window is as tall as the page, so the fixed
 * bottom bar sits at the foot of the picture, not across the middle of the content.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { startPrivateStack } from '../test/support/start-stack';
import { contactSheetHtml, type ShotSet } from './contact-sheet';
import { readmeDir, readmeFile, readmeShotsOf } from './readme-shots';

const outDir = join(process.cwd(), 'screenshots');

/**
 * The whole page, with the window stretched to it so fixed bars are drawn where a screen shows them. What is as
 * tall as the window (the layout's `min-height: 100vh`) keeps its height meanwhile, so the page does not grow
 * with the window.
 */
async function wholePage(page: Page, path: string): Promise<void> {
  const screen = page.viewportSize();
  if (!screen) throw new Error('the page has no viewport');
  const height = await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body, body *'))
      if (Number.parseFloat(getComputedStyle(element).minHeight) === window.innerHeight) {
        element.dataset.shotMinHeight = element.style.minHeight;
        element.style.minHeight = `${window.innerHeight}px`;
      }
    return document.documentElement.scrollHeight;
  });
  if (height > screen.height) await page.setViewportSize({ width: screen.width, height });
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(screen);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-shot-min-height]')) {
      element.style.minHeight = element.dataset.shotMinHeight ?? '';
      delete element.dataset.shotMinHeight;
    }
  });
}

/** The README's pictures of this route, viewport and theme: a phone's screen, or the top of the desktop page. */
async function readmePictures(page: Page, route: string, viewport: string, theme: string): Promise<void> {
  for (const shot of readmeShotsOf(route, viewport, theme)) {
    const full = await page.screenshot({ fullPage: shot.viewport === 'desktop' });
    const { width = 0, height = 0 } = await sharp(full).metadata();
    await sharp(full)
      .extract({ left: 0, top: 0, width, height: Math.min(shot.height ?? height, height) })
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(join(readmeDir, readmeFile(shot)));
    console.log(`README picture: ${join(readmeDir, readmeFile(shot))}`);
  }
}

async function main() {
  const only = process.argv.slice(2);
  const { child: stack } = await startPrivateStack();
  try {
    // Loaded after the stack is up: the support modules read its endpoints.
    const { launchBrowser } = await import('../test/support/browser');
    const { seedTour, themes, tourEveryRoute, viewports } = await import('../test/support/app-tour');
    const { addFirstDay } = await import('../test/support/first-day');
    const tour = await seedTour({ readable: true });
    await addFirstDay(tour, { readable: true });
    if (only.length) tour.routes = tour.routes.filter((r) => only.includes(r.name));
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(readmeDir, { recursive: true });
    const browser = await launchBrowser();
    const sets: ShotSet[] = [];
    try {
      for (const viewport of viewports) {
        for (const theme of themes) {
          const folder = `${viewport.name}-${theme}`;
          const dir = join(outDir, folder);
          mkdirSync(dir, { recursive: true });
          sets.push({ folder, routes: tour.routes.map((route) => route.name) });
          await tourEveryRoute(browser, tour, viewport, theme, async (page, route) => {
            // The pointer rests where the tour last clicked (Sign In): away from it, no chart shows a hover.
            await page.mouse.move(0, 0);
            await readmePictures(page, route.name, viewport.name, theme);
            await wholePage(page, join(dir, `${route.name}.png`));
          });
          console.log(`${viewport.name} ${theme}: ${tour.routes.length} screenshots in ${dir}`);
        }
      }
      writeFileSync(join(outDir, 'index.html'), contactSheetHtml(sets));
      console.log(`contact sheet: ${join(outDir, 'index.html')}`);
    } finally {
      await browser.close();
    }
  } finally {
    stack.kill('SIGINT');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
