import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../paths';
import { awsSdkTrim } from './aws-sdk-trim';
import { nativeModules } from './lambda-modules';

/**
 * How every function is built: the CDK stacks deploy exactly this and the bench measures exactly this.
 * Minified ESM with the AWS SDK v3 clients inside and tree-shaken (a function's entry and the chunks it imports
 * on first use: `functionBuildOptions`; one file where nothing is imported later); native packages
 * (sharp) stay external and ship beside the bundle (lambda-modules.ts). It takes a plugin, so it builds
 * with esbuild's asynchronous `build` only (bundle-function.ts runs it for CDK's synchronous bundling).
 */
export const lambdaBuildOptions = {
  bundle: true,
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  // Non-ASCII text as UTF-8 rather than \u escapes: obscenity's look-alike letters are 10 KB smaller.
  charset: 'utf8',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  mainFields: ['module', 'main'],
  tsconfig: join(repoRoot, 'tsconfig.json'),
  external: nativeModules,
  // Lambda provides credentials in the environment: the SDK's default provider chain stays out.
  alias: {
    '@aws-sdk/credential-provider-node': join(
      repoRoot,
      'functions/store/platform/environment-credentials.ts',
    ),
    // The DynamoDB client's endpoint-discovery cache, never filled (see the module).
    'mnemonist/lru-cache': join(repoRoot, 'functions/store/platform/endpoint-cache-lru.ts'),
  },
  // Some bundled dependencies are CommonJS and call require(); an ESM bundle has none of its own.
  banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
  plugins: [awsSdkTrim],
  logLevel: 'warning',
} as const satisfies BuildOptions;

/** The file name Lambda loads: `.mjs`, so Node treats the bundle as ESM. */
export const lambdaBundleFile = 'index.mjs';

/**
 * One function as it deploys, into `outdir`: its entry as `index.mjs`, and what it imports with `import()` in
 * chunks/ beside it, read only when first imported (the receipts function's actions, the harshness
 * check's word lists, the SDK's event streams), so a cold start does not parse code its request never runs.
 */
export const functionBuildOptions = (entry: string, outdir: string) =>
  ({
    ...lambdaBuildOptions,
    entryPoints: { [lambdaBundleFile.replace(/\.mjs$/, '')]: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    // The SDK's browser user-agent parser, which its core imports on first use and Node never calls: one
    // file, unused, drops it; with chunks esbuild would still write it (33 KB) for every function.
    external: [...lambdaBuildOptions.external, 'bowser'],
  }) as const satisfies BuildOptions;
