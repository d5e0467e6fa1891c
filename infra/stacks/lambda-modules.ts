import { cpSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Metafile } from 'esbuild';
import { repoRoot } from '../paths';

/**
 * Packages esbuild cannot bundle (native code: sharp's libvips), left external by `lambdaBuildOptions` and
 * shipped beside a bundle that imports them, as `node_modules/` in its asset.
 */
export const nativeModules = ['sharp'];

/**
 * Their own install for Lambda's platform (linux arm64, glibc), with its own lockfile: this machine's
 * `node_modules` holds the x64 binaries. The root package's `postinstall` runs `npm ci` here with
 * `--os=linux --cpu=arm64 --libc=glibc`, so a synth afterwards needs no network.
 */
export const lambdaModulesDir = join(repoRoot, 'infra/lambda-modules');
const lambdaPlatformPackage = '@img/sharp-linux-arm64';

/** The native packages a build's output imports (left external), by name. */
export const nativeImportsOf = (metafile: Metafile): string[] => [
  ...new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external && nativeModules.includes(imported.path))
      .map((imported) => imported.path),
  ),
];

/** What a running function never reads: sharp's C++ sources, type declarations, READMEs. */
const unused = (path: string) => {
  const parts = relative(join(lambdaModulesDir, 'node_modules'), path).split(sep);
  const name = parts.at(-1) ?? '';
  return (parts[0] === 'sharp' && parts[1] === 'src') || name.endsWith('.d.ts') || /^readme/i.test(name);
};

/** Copies the Lambda platform's install of the native packages into a bundle's asset folder. */
export function shipNativeModules(metafile: Metafile, outputDir: string): void {
  if (nativeImportsOf(metafile).length === 0) return;
  const source = join(lambdaModulesDir, 'node_modules');
  if (!existsSync(join(source, lambdaPlatformPackage)))
    throw new Error(
      `${lambdaPlatformPackage} is not installed in ${relative(repoRoot, source)}: run \`npm ci\` (its postinstall installs Lambda's native modules)`,
    );
  cpSync(source, join(outputDir, 'node_modules'), {
    recursive: true,
    dereference: true,
    filter: (path) => !unused(path),
  });
}
