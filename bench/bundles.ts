import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, functionEntries, type PackageShare, writeBundle } from './bundle-analysis';
import { sized } from './smoke';
import { median } from './stats';

export interface BundleResult {
  module: string;
  bytes: number;
  initMsMedian: number;
  /** The fastest of the 7: on a busy machine, the closest to the bundle's own cost. */
  initMsMin: number;
  /** The five packages that take the most of the bundle (`ours` is this repository's code). */
  largest: { name: string; bytes: number }[];
  /** Packages taken from more than one installed copy (should be none). */
  duplicates: string[];
  file: string;
}

/** Before lean functions (esbuild per module, default credential chain, S3 in profile and receipts; Node 20). */
export const previousFigures: Record<string, { kb: number; initMs: number }> = {
  usernames: { kb: 391, initMs: 47 },
  profile: { kb: 616, initMs: 73 },
  contacts: { kb: 402, initMs: 51 },
  users: { kb: 395, initMs: 52 },
  receipts: { kb: 625, initMs: 72 },
};

const runs = sized(7);
export const benchDir = join(process.cwd(), '.local/bench');

const lambdaEnvironment = {
  TABLE_NAME: 'bench',
  MEDIA_BUCKET: 'bench',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

/**
 * Builds each function exactly as the stacks deploy it and measures the module initialisation a cold Lambda
 * pays: importing the bundle (which constructs its clients) in a fresh Node process, median of 7.
 */
export async function measureBundles(): Promise<BundleResult[]> {
  mkdirSync(benchDir, { recursive: true });
  const results: BundleResult[] = [];
  for (const { name, entry } of functionEntries) {
    const built = await buildBundle(entry);
    const { packages } = built;
    const file = join(benchDir, `${name}.mjs`);
    writeBundle(built, file);
    const times = Array.from({ length: runs }, () => timeInit(file));
    results.push({
      module: name,
      bytes: built.initBytes,
      initMsMedian: Number(median(times).toFixed(1)),
      initMsMin: Number(Math.min(...times).toFixed(1)),
      largest: packages.slice(0, 5).map(({ name, bytes }) => ({ name, bytes })),
      duplicates: duplicatesIn(packages),
      file,
    });
  }
  return results;
}

/** A cold Lambda's module init: milliseconds to import `file` in a fresh Node process with a Lambda's environment. */
export function timeInit(file: string): number {
  const probe = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      env: { PATH: process.env.PATH, ...lambdaEnvironment },
    })
      .toString()
      .trim(),
  );
}

export const duplicatesIn = (packages: PackageShare[]) =>
  packages.filter((p) => p.copies.length > 1).map((p) => `${p.name} (${p.copies.join(', ')})`);
