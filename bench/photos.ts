import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { mediaFunctionMemoryMb } from '../infra/stacks/lambda-defaults';
import { benchDir } from './bundles';
import { sized } from './smoke';
import { median } from './stats';

export interface PhotoResult {
  photo: string;
  bytes: number;
  pixels: string;
  /** Median of 3 fresh processes. */
  ms: number;
  /** The largest of the 3: what the function must hold. */
  peakRssMb: number;
  rssBeforeMb: number;
  memoryMb: number;
}

const runs = sized(3);
/** Noise over grey compresses about as a phone photo does: 10 MB is a 45 MP JPEG (a 48 MP phone saves ~8–12 MB). */
const noise = { type: 'gaussian', mean: 128, sigma: 8 } as const;

/** A JPEG of about `megabytes` MB at 4:3, turned by EXIF orientation 6 (as a phone held upright saves it). */
async function phonePhoto(megabytes: number): Promise<Buffer> {
  const make = (width: number) =>
    sharp({
      create: { width, height: Math.round((width * 3) / 4), channels: 3, background: '#808080', noise },
    })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  const sample = await make(1000);
  const bytesPerPixel = sample.length / (1000 * 750);
  const width = Math.round(Math.sqrt(((megabytes * 1e6) / bytesPerPixel) * (4 / 3)));
  return make(width);
}

function measure(photo: string, bytes: Buffer, pixels: string, file: string): PhotoResult {
  writeFileSync(file, bytes);
  const samples = Array.from(
    { length: runs },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'bench/photo-child.ts', file]).toString(),
      ) as { ms: number; peakRssMb: number; rssBeforeMb: number },
  );
  return {
    photo,
    bytes: bytes.length,
    pixels,
    ms: Math.round(median(samples.map((s) => s.ms))),
    peakRssMb: Math.round(Math.max(...samples.map((s) => s.peakRssMb))),
    rssBeforeMb: Math.round(median(samples.map((s) => s.rssBeforeMb))),
    memoryMb: mediaFunctionMemoryMb,
  };
}

/** Time and peak memory to remake a 1, 5 and 10 MB photo, each in a fresh process. */
export async function measurePhotos(): Promise<PhotoResult[]> {
  const dir = join(benchDir, 'photos');
  mkdirSync(dir, { recursive: true });
  const results: PhotoResult[] = [];
  for (const megabytes of [1, 5, 10].slice(0, sized(3))) {
    const photo = await phonePhoto(megabytes);
    const { width, height } = await sharp(photo).metadata();
    const pixels = `${width}×${height} (${((width! * height!) / 1e6).toFixed(1)} MP)`;
    results.push(measure(`${megabytes} MB JPEG`, photo, pixels, join(dir, `${megabytes}mb.jpg`)));
  }
  // The most work it accepts: 48 MP (just under the cap) that is small on disk, and PNG (no shrinking
  // while decoding, as JPEG does).
  const largest = await sharp({
    create: { width: sized(8000, 800), height: sized(6000, 600), channels: 4, background: '#336699' },
  })
    .png()
    .toBuffer();
  results.push(
    measure('48 MP PNG (largest accepted)', largest, '8000×6000 (48.0 MP)', join(dir, '48mp.png')),
  );
  return results;
}

/** Target: the peak stays under half the media function's memory (room for the request, the SDK, a spike). */
export function photosMarkdown(results: PhotoResult[]): string {
  return [
    '## Profile photo remaking (sharp: header check, decode, orient, 3 WebP variants)',
    '',
    '| photo | bytes | pixels | ms (median of 3) | RSS before MB | peak RSS MB | function MB | target: peak < half |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.photo} | ${r.bytes} | ${r.pixels} | ${r.ms} | ${r.rssBeforeMb} | ${r.peakRssMb} | ${r.memoryMb} | ${r.peakRssMb < r.memoryMb / 2 ? 'met' : 'NOT met'} |`,
    ),
  ].join('\n');
}
