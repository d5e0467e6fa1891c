import { join } from 'node:path';
import { build } from 'esbuild';
import { lambdaBuildOptions, lambdaBundleFile } from './lambda-bundling';
import { shipNativeModules } from './lambda-modules';

/**
 * Builds one function into its asset folder: the bundle, and the native modules it imports beside it.
 * A process of its own because CDK bundles synchronously and esbuild runs plugins only in its asynchronous
 * `build` (lambda-defaults.ts starts it).
 * Usage: tsx infra/stacks/bundle-function.ts <entry file> <asset folder>
 */
const [entry, outputDir] = process.argv.slice(2);
if (!entry || !outputDir) throw new Error('usage: bundle-function.ts <entry file> <asset folder>');
const { metafile } = await build({
  ...lambdaBuildOptions,
  entryPoints: [entry],
  outfile: join(outputDir, lambdaBundleFile),
  metafile: true,
});
shipNativeModules(metafile, outputDir);
