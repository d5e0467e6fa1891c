import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The site spells its dates without Intl (web/src/lib/calendar.ts says why); every form must read exactly as
 * Intl.DateTimeFormat writes it, in the browser's zone and in UTC. A process's zone is fixed at its start, so
 * each zone is a child process (test/support/calendar-vs-intl.ts).
 */
describe("the site's dates, as Intl would write them", () => {
  const script = join(__dirname, '../support/calendar-vs-intl.ts');
  const compared = (zone: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, TZ: zone },
      }).toString(),
    ) as { localHour: number; differences: unknown[] };

  it.each([
    ['Pacific/Auckland', 1],
    ['America/Los_Angeles', 4],
    ['UTC', 12],
  ])('reads as Intl in %s', (zone, localHour) => {
    const { localHour: hour, differences } = compared(zone);
    expect(hour).toBe(localHour);
    expect(differences).toEqual([]);
  });
});
