import { build } from 'esbuild';
import { functionBuildOptions } from './lambda-bundling';
import { shipNativeModules } from './lambda-modules';

/**
 * Builds one function into its asset folder: the bundle (index.mjs and its chunks), and the native modules it
 * imports beside it.
 * A process of its own because CDK bundles synchronously and esbuild runs plugins only in its asynchronous
 * `build` (lambda-defaults.ts starts it).
 * Usage: tsx infra/stacks/bundle-function.ts <entry file> <asset folder>
 */
const [entry, outputDir] = process.argv.slice(2);
if (!entry || !outputDir) throw new Error('usage: bundle-function.ts <entry file> <asset folder>');
const { metafile } = await build({ ...functionBuildOptions(entry, outputDir), metafile: true });
shipNativeModules(metafile, outputDir);
