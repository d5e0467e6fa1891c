import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { type Browser, chromium, type Page } from 'playwright-core';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { callApi } from '../support/api';
import { sharedBrowser } from '../support/browser';
import { chromiumPath, quietChromiumFlags } from '../support/chromium-path';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { openSignedIn } from '../support/signed-in-page';
import { testStack } from '../support/stack';
import { uniqueEmail, uniqueUsername } from '../support/users';

const password = 'pass-word-123';
// Several browsers and full sign-up flows: slow on a busy machine, so a generous limit (nothing is timed).
jest.setTimeout(180_000);
const profileLink = (username: string) => `${testStack().siteUrl}/u/${username}`;

/** A YUV4MPEG2 video (the format Chromium's fake camera reads) of a QR code on white, a few frames long. */
function qrVideo(text: string): string {
  const modules = encodeQR(text, 'raw', { border: 4 });
  const size = 480;
  const scale = Math.floor(size / modules.length);
  const offset = Math.floor((size - modules.length * scale) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (const [y, row] of modules.entries())
    for (const [x, dark] of row.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < scale; dy++) {
        const line = (offset + y * scale + dy) * size + offset;
        luma.fill(16, line + x * scale, line + (x + 1) * scale);
      }
    }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(tmpdir(), `receipts-qr-${uniqueUsername()}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(10).fill(frame),
    ]),
  );
  return file;
}

function browserWith(args: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...quietChromiumFlags, ...args],
  });
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: testStack().siteUrl, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testStack().siteUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function logIn(page: Page, member: TestMember) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: messages.signIn }).click();
}

/** A fresh page on which `member` is signed in, on the give page. */
async function signedInPage(browser: Browser, member: TestMember): Promise<Page> {
  const page = await freshPage(browser);
  await openSignedIn(page, member, sitePaths.give);
  return page;
}

/** Decodes an image of the page (a data URL or a blob) with the decoder the scanner falls back to. */
async function decodeInPage(page: Page, src: string): Promise<string> {
  const image = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0, 400, 400);
    // As base64: far less to carry out of the page than an array of 640,000 numbers.
    const data = ctx.getImageData(0, 0, 400, 400).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, src);
  return decodeQR({ width: 400, height: 400, data: Uint8Array.from(Buffer.from(image, 'base64')) });
}

describe('sharing a profile', () => {
  let owner: TestMember;
  let giver: TestMember;
  const browser = sharedBrowser();

  beforeAll(async () => {
    [owner, giver] = await Promise.all([createMember('Ada', 'Sharer'), createMember('Gil', 'Giver')]);
    await callApi('PUT', '/me/profile', { token: owner.idToken, body: { shortBio: 'Hidden-bio-marker' } });
    await giveReceipt(giver, owner, { category: 'Play', receiptText: 'a receipt visitors may read' });
  });

  it('copies the link; signed out it asks for log-in and comes back; opened, it shows only what is public', async () => {
    const page = await signedInPage(browser(), owner);
    await page.goto('/profile-page');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText(messages.linkCopied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(profileLink(owner.username));

    // The old link redirects to the readable one.
    await page.goto(`/profile/${owner.userId}`);
    await page.waitForURL(`**/u/${owner.username}`);

    const visitor = await freshPage(browser());
    await visitor.goto(copied);
    await visitor.getByText(messages.signInToSeeProfile, { exact: false }).waitFor();
    expect(await visitor.content()).not.toContain('Ada Sharer');
    await visitor.getByRole('link', { name: messages.signIn }).first().click();
    await logIn(visitor, giver);
    await visitor.waitForURL(`**/u/${owner.username}`);
    await visitor.getByRole('heading', { name: 'Ada Sharer' }).waitFor();
    await visitor.context().close();

    // The owner opens the link to everyone, bio hidden by its own flag.
    await callApi('PUT', '/me/sharing-settings', {
      token: owner.idToken,
      body: { goals: true, receipts: true, bio: false },
    });
    await page.goto('/profile-page');
    const open = page.getByRole('switch', { name: 'Open to everyone with the link' });
    // The switch turns at once (optimistic); the visitor check waits for the save itself.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/me/sharing-settings') && r.request().method() === 'PUT'),
      open.click(),
    ]);
    await page.waitForFunction(() => document.querySelector('#share-link-visitors[data-state="checked"]'));
    expect((await callApi('GET', `/visitors/profiles/${owner.username}`)).body).toMatchObject({
      access: 'open',
    });

    const stranger = await freshPage(browser());
    await stranger.goto(copied);
    await stranger.getByRole('heading', { name: 'Ada Sharer' }).waitFor();
    await stranger.getByText('a receipt visitors may read').waitFor();
    expect(await stranger.content()).not.toContain('Hidden-bio-marker');

    // The served HTML carries the preview, before any script runs.
    const html = await (await fetch(copied)).text();
    expect(html).toContain(`<title>Ada Sharer (@${owner.username}) · Receipts</title>`);
    const closedHtml = await (await fetch(profileLink(uniqueUsername()))).text();
    expect(closedHtml).toContain('<title>A profile on Receipts</title>');

    // Leave Ada a Receipt → sign up → the give flow with Ada chosen.
    await stranger.getByRole('link', { name: format(messages.leaveReceiptFor, { name: 'Ada' }) }).click();
    await stranger.waitForURL('**/signup');
    await stranger.getByLabel('First name').fill('New');
    await stranger.getByLabel('Last name').fill('Comer');
    await stranger.getByLabel('Username').fill(uniqueUsername());
    await stranger.getByLabel('Email').fill(uniqueEmail());
    await stranger.getByLabel('Password', { exact: true }).fill(password);
    await stranger.getByLabel('Confirm password').fill(password);
    await stranger.getByLabel(/I agree to the/).check();
    await stranger.getByRole('button', { name: 'Create Account' }).click();
    await stranger.waitForURL('**/receipt');
    await stranger.getByRole('heading', { name: 'Ada Sharer' }).waitFor();
    await stranger.getByText('Ready to Give a Receipt?').waitFor();
    await stranger.context().close();
    await page.context().close();
  });

  it('shows a QR code of the link that decodes, with PNG and SVG downloads', async () => {
    const page = await signedInPage(browser(), owner);
    await page.goto('/profile-page');
    await page.getByRole('button', { name: 'Share QR' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`@${owner.username}`).waitFor();
    const src = await dialog.getByRole('img').getAttribute('src');
    expect(await decodeInPage(page, src!)).toBe(profileLink(owner.username));

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(`receipts-${owner.username}-qr.png`);
    const pngBytes = await streamBytes(await png.createReadStream());
    expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await decodeInPage(page, `data:image/png;base64,${pngBytes.toString('base64')}`)).toBe(
      profileLink(owner.username),
    );

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    const svgText = (await streamBytes(await svg.createReadStream())).toString('utf8');
    expect(svgText).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(
      await decodeInPage(page, `data:image/svg+xml;base64,${Buffer.from(svgText).toString('base64')}`),
    ).toBe(profileLink(owner.username));
    await page.context().close();
  });

  it('opens /give/{username} with that person chosen, and says so for oneself or an unknown name', async () => {
    const page = await freshPage(browser());
    await page.goto(`/give/${owner.username}`);
    // The page's one action drawn (it remembers the way back), then the top bar's Login: the page has none.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Give .+ a Receipt$/ })
      .waitFor();
    await page.getByRole('link', { name: messages.signIn }).first().click();
    await logIn(page, giver);
    await page.waitForURL('**/receipt');
    await page.getByRole('heading', { name: 'Ada Sharer' }).waitFor();
    await page.goto(`/give/${giver.username}`);
    await page.getByText(messages.cannotReceiptYourself).waitFor();
    const nobody = uniqueUsername();
    await page.goto(`/give/${nobody}`);
    await page.getByText(format(messages.noMemberWithUsername, { username: nobody })).waitFor();
    await page.context().close();
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('scanning a QR code to give', () => {
  let owner: TestMember;
  let giver: TestMember;
  const opened: Browser[] = [];

  beforeAll(async () => {
    [owner, giver] = await Promise.all([createMember('Quinn', 'Scanned'), createMember('Sam', 'Scanner')]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((b) => b.close()));
  });

  async function scanTab(args: string[]): Promise<Page> {
    const browser = await browserWith(args);
    opened.push(browser);
    const page = await signedInPage(browser, giver);
    await page.getByRole('tab', { name: 'Scan QR Code' }).click();
    return page;
  }
  const fakeCamera = (file: string) => [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];

  it('chooses the member whose profile QR code the camera sees', async () => {
    const page = await scanTab(fakeCamera(qrVideo(profileLink(owner.username))));
    await page.getByRole('heading', { name: 'Quinn Scanned' }).waitFor();
    await page.getByText('Ready to Give a Receipt?').waitFor();
  });

  it('says that a foreign QR code is not a Receipts profile', async () => {
    const page = await scanTab(fakeCamera(qrVideo('https://example.com/not-a-profile')));
    await page.getByText(messages.notAReceiptsProfile).waitFor();
  });

  it('says when the camera is refused, and reads an uploaded photo instead', async () => {
    const page = await scanTab(['--use-fake-device-for-media-stream', '--deny-permission-prompts']);
    await page.getByText(messages.cameraDenied).waitFor();
    const gif = Buffer.from(encodeQR(profileLink(owner.username), 'gif', { scale: 8 }));
    await page.getByLabel('Upload a photo of a QR code').setInputFiles({
      name: 'qr.gif',
      mimeType: 'image/gif',
      buffer: gif,
    });
    await page.getByRole('heading', { name: 'Quinn Scanned' }).waitFor();
  });
});
