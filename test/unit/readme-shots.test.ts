import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readmeDir, readmeFile, readmeShots } from '../../scripts/readme-shots';

/** `npm run screenshots` makes the README's pictures: the ones it makes and the ones the README shows agree. */
const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const shown = [...readme.matchAll(/<img src="docs\/screenshots\/([^"]+)"/g)].map((m) => m[1] ?? '');
const made = readmeShots.map(readmeFile);

describe("the README's pictures", () => {
  it('are each made by npm run screenshots', () => {
    expect(shown.filter((file) => !made.includes(file))).toEqual([]);
  });

  it('are each shown in the README, once', () => {
    expect(made.filter((file) => shown.filter((f) => f === file).length !== 1)).toEqual([]);
  });

  it('are committed, and no other picture sits beside them', () => {
    const committed = readdirSync(join(root, readmeDir)).filter((file) => file.endsWith('.png'));
    expect(committed.sort()).toEqual([...made].sort());
  });

  it("are of the tour's routes (test/support/app-tour.ts, first-day.ts)", () => {
    const tour = ['app-tour.ts', 'first-day.ts']
      .map((file) => readFileSync(join(root, 'test/support', file), 'utf8'))
      .join('\n');
    const named = readmeShots.filter((shot) => tour.includes(`name: '${shot.route}'`));
    expect(named).toEqual(readmeShots);
  });

  it('include a first day and the signed-out link page, and phones at screen size', () => {
    expect(made).toEqual(
      expect.arrayContaining([
        'first-day-hub-phone-light.png',
        'first-day-dashboard-desktop-light.png',
        'first-day-goals-phone-dark.png',
        'profile-link-signed-out-phone-light.png',
      ]),
    );
    expect(readmeShots.filter((shot) => shot.viewport === 'phone' && shot.height)).toEqual([]);
  });
});
