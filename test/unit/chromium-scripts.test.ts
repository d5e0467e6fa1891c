import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const ensure = 'tsx scripts/ensure-chromium.ts';

/** The npm scripts that run a file of ours which launches Chromium (it imports its path or the test browser). */
const launching = Object.entries(scripts).flatMap(([name, command]) =>
  [...command.matchAll(/\btsx (\S+\.ts)/g)]
    .map(([, file]) => file!)
    .filter((file) => file !== 'scripts/ensure-chromium.ts')
    .filter((file) => /chromium-path|support\/browser/.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => [name, command, file] as const),
);

describe('npm scripts that launch Chromium', () => {
  it('are found (lighthouse, screenshots and the demo recording)', () => {
    expect(launching.map(([name]) => name)).toEqual(
      expect.arrayContaining(['lighthouse', 'screenshots', 'demo:record']),
    );
  });

  it.each(launching)('%s installs Chromium first when it is missing (%s)', (_name, command, file) => {
    expect(command.indexOf(ensure)).toBeGreaterThanOrEqual(0);
    expect(command.indexOf(ensure)).toBeLessThan(command.indexOf(`tsx ${file}`));
  });
});
