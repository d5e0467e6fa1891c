import { handlerModules } from '@contract/routes';
import { build, type Metafile } from 'esbuild';
import { lambdaBuildOptions } from '../infra/stacks/lambda-bundling';

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
  code: Uint8Array;
  packages: PackageShare[];
  /** The repository's own files the bundle took code from. */
  ownFiles: string[];
}

/** Builds one function exactly as the stacks deploy it (the shared `lambdaBuildOptions`), in memory. */
export async function buildBundle(entry: string): Promise<BuiltBundle> {
  const out = await build({ ...lambdaBuildOptions, entryPoints: [entry], write: false, metafile: true });
  const code = out.outputFiles[0]!.contents;
  const ownFiles = Object.values(out.metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs)
      .filter(([file, input]) => input.bytesInOutput > 0 && !file.includes('node_modules/'))
      .map(([file]) => file),
  );
  return { code, packages: packagesOf(out.metafile), ownFiles };
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
