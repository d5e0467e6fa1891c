import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * The generated schemas of an AWS SDK client (`dist-es/schemas/schemas_0.js`) write their traits with computed
 * keys (`{ [_e]: _c }`, `_e` a string constant of the file). esbuild treats a computed key as a possible side
 * effect, so it keeps every schema of the service: 64 KB of S3's schemas for a function that only heads an
 * object. Known upstream (aws/aws-sdk-js-v3#7607; smithy-lang/smithy-typescript#1889 makes the generator write
 * literal keys). Until a release has it, the build writes each such key as the string it names: the same
 * object, which esbuild can drop when nothing uses it.
 */
export function literalTraitKeys(source: string): string {
  const strings = new Map<string, string>();
  for (const [, name, literal] of source.matchAll(/^const (_\w+) = ("(?:[^"\\\n]|\\.)*");$/gm))
    strings.set(name!, literal!);
  return source.replace(/\[(_\w+)\]:/g, (key, name: string) => {
    const literal = strings.get(name);
    return literal === undefined ? key : `${literal}:`;
  });
}

const clientSchemas = /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;
/** A client reads only its version from its package.json (for the user agent); bundled whole, it is 2–3 KB. */
const clientPackage = /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/;

/** What esbuild alone leaves in a bundle of the AWS SDK clients that the functions never run. */
export const awsSdkTrim: Plugin = {
  name: 'receipts-aws-sdk-trim',
  setup(build) {
    build.onLoad({ filter: clientSchemas }, async ({ path }) => ({
      contents: literalTraitKeys(await readFile(path, 'utf8')),
      loader: 'js',
    }));
    build.onLoad({ filter: clientPackage }, async ({ path }) => {
      const { name, version } = JSON.parse(await readFile(path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};
