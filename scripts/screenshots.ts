/**
 * `npm run screenshots`: starts a private local stack, seeds a lived-in account with readable usernames and
 * saves a full-page screenshot of every route at phone and desktop width, in light and dark mode, into
 * `screenshots/` (gitignored), with a contact sheet of them all (`screenshots/index.html`), so anyone can review
 * the whole app in a minute.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPrivateStack } from '../test/support/start-stack';
import { contactSheetHtml, type ShotSet } from './contact-sheet';

const outDir = join(process.cwd(), 'screenshots');

async function main() {
  const only = process.argv.slice(2);
  const { child: stack } = await startPrivateStack();
  try {
    // Loaded after the stack is up: the support modules read its endpoints.
    const { launchBrowser } = await import('../test/support/browser');
    const { seedTour, themes, tourEveryRoute, viewports } = await import('../test/support/app-tour');
    const tour = await seedTour({ readable: true });
    if (only.length) tour.routes = tour.routes.filter((r) => only.includes(r.name));
    rmSync(outDir, { recursive: true, force: true });
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
            await page.screenshot({ path: join(dir, `${route.name}.png`), fullPage: true });
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
