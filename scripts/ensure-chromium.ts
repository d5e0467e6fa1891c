/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here).
 * Installs it with apt when it is missing, so a fresh machine needs nothing by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../test/support/chromium-path';

/** Says which Chromium the browser tests run on (docs/testing.md lists the versions the suite has passed on). */
function sayVersion() {
  const version = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  console.log(`Browser tests run on ${version.trim()}`);
}

if (existsSync(chromiumPath)) {
  sayVersion();
  process.exit(0);
}
console.log(`Chromium not found at ${chromiumPath}: installing Debian's chromium package...`);
const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
const run = (args: string[]) => {
  const [cmd, ...rest] = [...asRoot, ...args];
  execFileSync(cmd!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
if (!existsSync(chromiumPath)) {
  console.error(`Chromium is still missing at ${chromiumPath}`);
  process.exit(1);
}
sayVersion();
