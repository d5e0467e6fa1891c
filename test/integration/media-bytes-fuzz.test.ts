import * as messages from '@contract/messages';
import type { PresignedPost } from '@contract/schemas/common';
import type { PersonalInfo } from '@contract/schemas/profile';
import fc from 'fast-check';
import { callApi, errorMessage } from '../support/api';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { describeWith, localS3Endpoint, testStack } from '../support/stack';
import { uploadDeclaring } from '../support/upload';

/**
 * Media type checks fuzzed by what a file holds, not only by its label: near-valid leading bytes (SVG or
 * HTML behind an image label, truncated or bent signatures, polyglots) under every label. The server
 * accepts exactly the raster images and WebM files the bytes announce, serves them with the type it
 * chose and nosniff, and deletes everything it refuses.
 */
const hex = (h: string) => Buffer.from(h, 'hex');
const text = (t: string) => Buffer.from(t);
const pngSignature = hex('89504e470d0a1a0a');
const png = hex(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
);
const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>');
const html = text('<!doctype html><script>alert(document.domain)</script>');
const webm = hex('1a45dfa3a34286810142f7810142f2810442f381084282847765626d');

/** Files that are not what a label would claim: every one must be refused as a photo. */
const notRaster: Record<string, Buffer> = {
  svg,
  'svg after a UTF-8 BOM': Buffer.concat([hex('efbbbf'), svg]),
  'svg after whitespace': Buffer.concat([text('\n \t'), svg]),
  'xml prolog then svg': Buffer.concat([text('<?xml version="1.0"?>'), svg]),
  html,
  'truncated PNG header': pngSignature.subarray(0, 7),
  'PNG signature with one bit flipped': Buffer.concat([hex('89504e470d0a1a0b'), html]),
  'PNG signature in UTF-16': Buffer.from('\u0089PNG\r\n\u001a\n', 'utf16le'),
  'html then a PNG': Buffer.concat([html, png]),
  'GIF88a (no such version)': text('GIF88a<script>alert(1)</script>'),
  'RIFF that is not WebP': text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '),
  'HEIF, not AVIF': Buffer.concat([hex('00000018'), text('ftypheic')]),
  'JPEG cut to two bytes': hex('ffd8'),
  webm,
  'a single byte': hex('89'),
};

/** Files a raster signature opens but that are no image: they pass the first check, and never decode. */
const rasterPolyglots: Record<string, Buffer> = {
  'PNG signature then HTML': Buffer.concat([pngSignature, html]),
  'GIF89a then a script': text('GIF89a/*<script>alert(1)</script>*/'),
  'JPEG then SVG': Buffer.concat([hex('ffd8ffe0'), svg]),
};

const labels = ['image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'];

const objectUrl = (key: string) => `${localS3Endpoint()}/${testStack().bucket}/${key}`;

/** Presigns an upload on `path`, then posts `content` under `label` (a forged form can send any type). */
async function upload(user: TestMember, path: string, body: object, content: Buffer, label: string) {
  const post = await callApi<PresignedPost>('POST', path, {
    token: user.idToken,
    body: { ...body, size: Math.max(content.length, 1) },
  });
  expect(post.status).toBe(200);
  expect(await uploadDeclaring(post.body, content, label)).toBeLessThan(300);
  return post.body.key;
}

const uploadPhoto = (user: TestMember, content: Buffer, label: string) =>
  upload(user, '/me/photo-upload', { fileName: 'photo.png', contentType: 'image/png' }, content, label);
const uploadVoice = (user: TestMember, content: Buffer, label: string) =>
  upload(user, '/receipts/voice-upload', { contentType: 'audio/webm' }, content, label);

const photoOf = async (user: TestMember) =>
  (await callApi<{ profile: PersonalInfo }>('GET', '/me', { token: user.idToken })).body.profile.photoURL;

const setPhoto = (user: TestMember, key: string) =>
  callApi<PersonalInfo>('PUT', '/me/photo', { token: user.idToken, body: { key } });

async function expectPhotoRefused(
  user: TestMember,
  content: Buffer,
  label: string,
  message: string = messages.uploadRasterImage,
) {
  const before = await photoOf(user);
  const key = await uploadPhoto(user, content, label);
  const res = await setPhoto(user, key);
  expect({ status: res.status, message: errorMessage(res) }).toEqual({ status: 400, message });
  expect((await fetch(objectUrl(key))).status).toBe(404);
  expect(await photoOf(user)).toBe(before);
}

// Local-only: reads media objects straight from the emulated bucket.
describeWith('readMediaObjects')('media type checks by leading bytes', () => {
  let user: TestMember;
  let recipient: TestMember;
  beforeAll(async () => {
    recipient = await createMember();
  });
  // A fresh uploader for each test: one member may upload accountLimits.uploadsPerHour files an hour.
  beforeEach(async () => {
    user = await createMember();
  });

  it.each(Object.entries(notRaster))(
    'refuses %s as a profile photo under every label',
    async (_, content) => {
      for (const label of labels) await expectPhotoRefused(user, content, label);
    },
  );

  it.each(Object.entries(rasterPolyglots))(
    'refuses %s: a raster signature, but no image to decode; nothing kept',
    async (_, content) => {
      // A non-image label is refused outright; under an image label the server tries to remake it.
      await expectPhotoRefused(user, content, 'text/html');
      await expectPhotoRefused(user, content, 'image/png', messages.photoUnreadable);
    },
  );

  it('refuses arbitrary leading bytes that open no raster signature', async () => {
    const rasterOpenings = [pngSignature, hex('ffd8ff'), text('GIF87a'), text('GIF89a'), text('RIFF')];
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(...labels),
        async (bytes, label) => {
          const content = Buffer.from(bytes);
          fc.pre(!rasterOpenings.some((opening) => content.subarray(0, opening.length).equals(opening)));
          fc.pre(content.subarray(4, 8).toString('latin1') !== 'ftyp');
          await expectPhotoRefused(user, content, label);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a voice note whose bytes are not WebM, whatever its label, and deletes it', async () => {
    const fakes = { svg, html, png, 'truncated EBML header': webm.subarray(0, 3) };
    for (const [name, content] of Object.entries(fakes)) {
      for (const label of ['audio/webm', 'audio/webm;codecs=opus']) {
        const key = await uploadVoice(user, content, label);
        const res = await giveReceipt(user, recipient, { voiceRecording: key });
        expect({ name, label, status: res.status, message: errorMessage(res) }).toEqual({
          name,
          label,
          status: 400,
          message: messages.failedToUploadVoice,
        });
        expect((await fetch(objectUrl(key))).status).toBe(404);
      }
    }
  });

  it('refuses an empty upload as a photo and as a voice note (400, not 503), and deletes it', async () => {
    // S3's policy refuses an empty upload; the local emulator takes it, and drops the answer to a ranged read.
    await expectPhotoRefused(user, Buffer.alloc(0), 'image/png');
    const key = await uploadVoice(user, Buffer.alloc(0), 'audio/webm');
    const res = await giveReceipt(user, recipient, { voiceRecording: key });
    expect({ status: res.status, message: errorMessage(res) }).toEqual({
      status: 400,
      message: messages.failedToUploadVoice,
    });
    expect((await fetch(objectUrl(key))).status).toBe(404);
  });
});
