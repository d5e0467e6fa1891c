/**
 * `npm run demo:record`: starts a private local stack, seeds a lived-in account, walks the app in Chromium
 * scene by scene (scripts/demo/scenes.ts), and encodes the stills with ffmpeg into the landing page's demo
 * video, with its poster and WebVTT captions, under web/public/demo/. Re-run it when the screens change.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Tour } from '../../test/support/app-tour';
import { startPrivateStack } from '../../test/support/start-stack';
import { webVtt } from './captions';
import { encodePoster, encodeVideo, ensureFfmpeg, type Still } from './encode';
import { scenes } from './scenes';

const outDir = join(process.cwd(), 'web', 'public', 'demo');
/** The video's budget: the modal must not make a visitor download more than this. */
const maxVideoBytes = 5 * 1024 * 1024;

async function openPage(browser: Browser, siteUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function signIn(page: Page, tour: Tour): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(tour.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(tour.owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/receipt');
}

async function main() {
  const ffmpeg = ensureFfmpeg();
  const { child: stack } = await startPrivateStack();
  const workDir = mkdtempSync(join(tmpdir(), 'receipts-demo-'));
  try {
    // Loaded after the stack is up: the support modules read its endpoints.
    const { launchBrowser } = await import('../../test/support/browser');
    const { seedTour, settle } = await import('../../test/support/app-tour');
    const { testStack } = await import('../../test/support/stack');
    const tour = await seedTour();
    const browser = await launchBrowser();
    const stills: Still[] = [];
    try {
      const siteUrl = testStack().siteUrl;
      const visitor = await openPage(browser, siteUrl);
      const member = await openPage(browser, siteUrl);
      await signIn(member, tour);
      for (const [i, scene] of scenes.entries()) {
        const page = scene.signedIn ? member : visitor;
        await page.goto(scene.path(tour));
        await settle(page);
        await scene.act?.(page, tour);
        const file = join(workDir, `scene-${String(i).padStart(2, '0')}.png`);
        await page.screenshot({ path: file });
        stills.push({ file, seconds: scene.seconds });
        console.log(`scene ${i + 1}/${scenes.length}: ${scene.caption}`);
      }
    } finally {
      await browser.close();
    }
    mkdirSync(outDir, { recursive: true });
    const videoBytes = Math.max(
      ...(['webm', 'mp4'] as const).map((format) =>
        encodeVideo(ffmpeg, stills, workDir, format, join(outDir, `receipts-demo.${format}`)),
      ),
    );
    const posterBytes = encodePoster(ffmpeg, stills[0]!.file, join(outDir, 'receipts-demo-poster.jpg'));
    writeFileSync(join(outDir, 'receipts-demo.vtt'), webVtt(scenes));
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `Video ${kb(videoBytes)} (the larger format), poster ${kb(posterBytes)}, captions: ${outDir}`,
    );
    if (videoBytes > maxVideoBytes)
      throw new Error(`The video is over ${kb(maxVideoBytes)}: lower its quality`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    // Wait for the stack to stop its emulators: exiting first would leave them running.
    if (stack.exitCode === null) {
      const exited = new Promise((resolve) => stack.once('exit', resolve));
      stack.kill('SIGINT');
      await exited;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
