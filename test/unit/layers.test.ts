import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * ARCHITECTURE.md's layout: which folder may import which. Arrows point one way. Biome checks static imports
 * (`noRestrictedImports` in biome.json's overrides, run by `npm run lint`); these tests check what it can't:
 * dynamic `import('…')`.
 */
const root = join(__dirname, '../..');

function importsOf(folder: string): { file: string; target: string }[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .flatMap((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      const specifiers = [...text.matchAll(/\bimport\(\s*['"`]([^'"`]+)['"`]\s*\)/g)].map((m) => m[1]!);
      return specifiers.map((specifier) => ({
        file: relative(root, path),
        // Relative imports as a path from the repository root; packages and aliases as written.
        target: specifier.startsWith('.') ? relative(root, resolve(dirname(path), specifier)) : specifier,
      }));
    });
}

const offending = (folder: string, allowed: (target: string) => boolean) =>
  importsOf(folder)
    .filter(({ target }) => !allowed(target))
    .map(({ file, target }) => `${file} → ${target}`);

describe('layers: dynamic imports point one way too (web → contract ← functions ← infra)', () => {
  it('contract imports only zod and itself', () => {
    expect(
      offending('contract', (t) => t.startsWith('contract/') || t === 'zod' || t.startsWith('zod/')),
    ).toEqual([]);
  });

  it('the domain imports no store, http or handler code, and no AWS SDK', () => {
    expect(
      offending(
        'functions/domain',
        (t) => !/^functions\/(store|http|handlers|events)\//.test(t) && !t.startsWith('@aws-sdk/'),
      ),
    ).toEqual([]);
  });

  it('the store imports nothing of http or the handlers', () => {
    expect(offending('functions/store', (t) => !/^functions\/(http|handlers|events)\//.test(t))).toEqual([]);
  });

  it('functions import nothing of infra or web', () => {
    expect(offending('functions', (t) => !/^(infra|web)\//.test(t))).toEqual([]);
  });

  it('the site imports the contract and itself only', () => {
    expect(offending('web/src', (t) => !/^(functions|infra|test|scripts|bench)\//.test(t))).toEqual([]);
  });
});
