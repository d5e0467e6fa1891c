import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { handlerModules } from '@contract/routes';
import { build, type Metafile } from 'esbuild';
import { functionBuildOptions } from '../infra/stacks/lambda-bundling';

/** Every function the stacks deploy: the API's handler modules and the Cognito triggers. */
export const functionEntries: { name: string; entry: string }[] = [
  ...handlerModules.map((module) => ({ name: module, entry: `functions/handlers/${module}.ts` })),
  { name: 'pre-sign-up', entry: 'functions/events/pre-sign-up.ts' },
  { name: 'pre-token-generation', entry: 'functions/events/pre-token-generation.ts' },
];

/**
 * The most a function's bundle may weigh, in KB (1,024 bytes): a DynamoDB-only function, and one that also
 * carries the S3 client. 512 with S3 since the receipts function took the harshness lists of five languages
 * (3 KB) and the anonymity rules (500.1 KB then); the init row of the bench says what the weight costs.
 */
export const bundleBudgetKb = { dynamoDbOnly: 300, withS3: 512 } as const;

export interface PackageShare {
  /** An npm package name, or `ours` for the repository's own code. */
  name: string;
  bytes: number;
  /** The installed copies the bundle took code from: more than one means the package is bundled twice. */
  copies: string[];
}

export interface BuiltBundle {
  /** The entry, what a cold start imports. */
  code: Uint8Array;
  /** What the entry imports on first use, by path beside it (`chunks/…`). */
  chunks: { path: string; contents: Uint8Array }[];
  /** The entry and its chunks: what deploys. */
  bytes: number;
  /** The entry and the chunks it imports as it loads: what a cold start reads. */
  initBytes: number;
  packages: PackageShare[];
  /** The repository's own files the bundle took code from. */
  ownFiles: string[];
}

/** Builds one function exactly as the stacks deploy it (the shared `functionBuildOptions`), in memory. */
export async function buildBundle(entry: string): Promise<BuiltBundle> {
  const outdir = '/bundle';
  const out = await build({ ...functionBuildOptions(entry, outdir), write: false, metafile: true });
  const files = out.outputFiles.map((f) => ({ path: relative(outdir, f.path), contents: f.contents }));
  const code = files.find((f) => !inChunks(f.path))!.contents;
  const chunks = files.filter((f) => inChunks(f.path));
  const ownFiles = Object.values(out.metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs)
      .filter(([file, input]) => input.bytesInOutput > 0 && !file.includes('node_modules/'))
      .map(([file]) => file),
  );
  const bytes = files.reduce((n, f) => n + f.contents.length, 0);
  const entryOutput = Object.keys(out.metafile.outputs).find((f) => !inChunks(relative(outdir, resolve(f))))!;
  const initBytes = loadedAtInit(out.metafile, entryOutput);
  return { code, chunks, bytes, initBytes, packages: packagesOf(out.metafile), ownFiles };
}

const inChunks = (path: string) => path.startsWith('chunks/');

/** Bytes of the entry and of the chunks it imports statically, through each other. */
function loadedAtInit(metafile: Metafile, entry: string): number {
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of metafile.outputs[file]!.imports)
      if (i.kind === 'import-statement' && !i.external) load(i.path);
  };
  load(entry);
  return [...loaded].reduce((n, file) => n + metafile.outputs[file]!.bytes, 0);
}

/** Writes a built function to `file`, its chunks beside it, so a fresh process can import it. */
export function writeBundle({ code, chunks }: BuiltBundle, file: string): void {
  writeFileSync(file, code);
  for (const chunk of chunks) {
    const path = join(dirname(file), chunk.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, chunk.contents);
  }
}

/** Bytes of output per package, largest first, with the install path of every copy that contributed. */
export function packagesOf(metafile: Metafile): PackageShare[] {
  const shares = new Map<string, { bytes: number; copies: Set<string> }>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const found = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(file);
      const name = found?.[2] ?? 'ours';
      const share = shares.get(name) ?? { bytes: 0, copies: new Set<string>() };
      share.bytes += input.bytesInOutput;
      share.copies.add(found?.[1] ?? '.');
      shares.set(name, share);
    }
  }
  return [...shares]
    .map(([name, s]) => ({ name, bytes: s.bytes, copies: [...s.copies].sort() }))
    .sort((a, b) => b.bytes - a.bytes);
}
