import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handlerModules } from '@contract/routes';
import { build } from 'esbuild';

export interface BundleResult {
  module: string;
  bytes: number;
  initMsMedian: number;
}

const runs = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Bundles each handler as the CDK Api stack does (esbuild, ESM, minified, SDK inside) and measures the
 * module initialisation a cold Lambda pays: importing the bundle in a fresh Node process.
 */
export async function measureBundles(): Promise<BundleResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'receipts-bundles-'));
  const results: BundleResult[] = [];
  for (const module of [...handlerModules, 'pre-sign-up']) {
    const entry =
      module === 'pre-sign-up' ? 'functions/triggers/pre-sign-up.ts' : `functions/handlers/${module}.ts`;
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      tsconfig: 'tsconfig.json',
      banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.contents;
    const file = join(dir, `${module}.mjs`);
    writeFileSync(file, code);
    const probe = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
    const times = Array.from({ length: runs }, () =>
      Number(
        execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
          env: {
            ...process.env,
            TABLE_NAME: 'bench',
            MEDIA_BUCKET: 'bench',
            AWS_REGION: 'us-east-1',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          },
        })
          .toString()
          .trim(),
      ),
    );
    results.push({ module, bytes: code.length, initMsMedian: Number(median(times).toFixed(1)) });
  }
  return results;
}
