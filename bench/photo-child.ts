/**
 * One photo remade in a fresh process (`bench/photos.ts`): prints its time and the process's peak RSS, so
 * each size is measured alone, as one Lambda invocation would process it.
 */
import { readFileSync } from 'node:fs';
import { remakePhoto } from '../functions/domain/photo-variants';

const file = process.argv[2]!;
const input = readFileSync(file);
// Loads sharp first (as a warm Lambda has), so the time is the photo's own.
await remakePhoto(Buffer.from('not an image'), { animated: 'refuse' });
const rssBeforeMb = process.memoryUsage.rss() / 2 ** 20;
const started = performance.now();
const remade = await remakePhoto(input, { animated: 'refuse' });
const ms = performance.now() - started;
if (!remade.ok) throw new Error(`refused: ${remade.refusal}`);
console.log(
  JSON.stringify({
    ms,
    rssBeforeMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    variants: remade.variants.map((v) => `${v.width}×${v.height} ${v.webp.length} B`),
  }),
);
