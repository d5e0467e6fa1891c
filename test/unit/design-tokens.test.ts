import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One set of tokens (web/src/styles/base.css): text sizes, weights and radii are custom properties, and every
 * style sheet uses them, so the site has one type scale, two weights and three radii.
 */
const root = join(__dirname, '../..');
const tokensFile = 'web/src/styles/base.css';
const sheets = readdirSync(join(root, 'web/src'), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => relative(root, join(entry.parentPath, entry.name)));

const tokens = (prefix: string) =>
  [...readFileSync(join(root, tokensFile), 'utf8').matchAll(new RegExp(`--(${prefix}[a-z0-9-]*):`, 'g'))].map(
    (m) => m[1],
  );

/** Each `property: value` of the sheets whose value is not built from the tokens only. */
function offScale(property: RegExp, allowed: RegExp) {
  return sheets.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/^\s*([a-z-]+):\s*([^;]+);/gm)]
      .filter(
        ([, name, value]) =>
          property.test(name ?? '') && !(value ?? '').split(/\s+/).every((part) => allowed.test(part)),
      )
      .map(([line]) => `${file}: ${line?.trim()}`),
  );
}

describe('design tokens', () => {
  it('define at most 6 text sizes, 2 weights and 3 radii, and one spacing scale', () => {
    expect(tokens('text-').length).toBeLessThanOrEqual(6);
    expect(tokens('weight-')).toHaveLength(2);
    expect(tokens('radius').length).toBeLessThanOrEqual(3);
    expect(tokens('space-').length).toBeGreaterThan(4);
    expect(tokens('space-').length).toBeLessThanOrEqual(10);
  });

  it('are the only text sizes, weights and radii the style sheets use', () => {
    expect(offScale(/^font-size$/, /^(var\(--text-[a-z]+\)|inherit)$/)).toEqual([]);
    expect(offScale(/^font-weight$/, /^(var\(--weight-[a-z]+\)|inherit)$/)).toEqual([]);
    expect(offScale(/^border(-[a-z]+)*-radius$/, /^(var\(--radius(-[a-z]+)?\)|0|inherit)$/)).toEqual([]);
  });

  it('are the only lengths of margins, paddings and gaps (em, relative to the text, aside)', () => {
    const spacing = /^(margin|padding)(-[a-z-]+)?$|^(row-|column-)?gap$/;
    const lengths = sheets.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^\s*([a-z-]+):\s*([^;]+);/gm)]
        .filter(
          ([, name, value]) => spacing.test(name ?? '') && /(^|[^\w.-])\d*\.?\d+(rem|px)\b/.test(value ?? ''),
        )
        .map(([line]) => `${file}: ${line?.trim()}`),
    );
    expect(lengths).toEqual([]);
  });
});
