import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../infra/paths';
import { lambdaFonts } from '../../infra/stacks/link-preview-origin';

/** Draws two cards in a process whose only fonts are what `fontConfig` names (Lambda has no others). */
const wordsWith = (fontConfig: string) =>
  execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'test/support/card-words.ts')], {
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
    encoding: 'utf8',
  });

describe('preview-card fonts shipped to Lambda', () => {
  it('draws the card words with the shipped fonts alone, and none with no fonts at all', () => {
    expect(wordsWith(join(repoRoot, lambdaFonts, 'fonts.conf'))).toBe('words');
    const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    writeFileSync(
      join(empty, 'fonts.conf'),
      `<?xml version="1.0"?>\n<fontconfig><dir>${empty}</dir></fontconfig>\n`,
    );
    expect(wordsWith(join(empty, 'fonts.conf'))).toBe('no words');
  }, 60_000);
});
