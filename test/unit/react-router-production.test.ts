import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { reactRouterProduction } from '../../web/react-router-production';

const aliasOf = (aliases: { find: string | RegExp; replacement: string }[], name: string) =>
  aliases.find(({ find }) => (find instanceof RegExp ? find.test(name) : find === name))?.replacement;

/**
 * react-router's package exports name only its development build, dev warnings on; the site's build must take
 * its production build instead (the same code with them off).
 */
test.each(['react-router', 'react-router/dom'])('the production build of %s is found', (name) => {
  const file = aliasOf(reactRouterProduction(), name);
  expect(file).toMatch(/\/react-router\/dist\/production\/[^/]+\.mjs$/);
  const code = readFileSync(file!, 'utf8');
  if (code.includes('ENABLE_DEV_WARNINGS')) expect(code).toContain('ENABLE_DEV_WARNINGS = false');
});

test('other imports are not taken by the react-router aliases', () => {
  for (const name of ['react-router-dom', 'react-router/internal', 'react-router/dom/x']) {
    expect(aliasOf(reactRouterProduction(), name)).toBeUndefined();
  }
});

/** vite is ESM only, so its config is read in a child process, as `vite build` and the dev server read it. */
test('the site build uses those aliases, and the dev server keeps the warnings', () => {
  const probe = `import config from './web/vite.config.ts';
for (const command of ['build', 'serve']) {
  const { resolve } = config({ command, mode: 'production' });
  const alias = resolve.alias.find(({ find }) => find instanceof RegExp && find.test('react-router'));
  console.log(command, alias ? alias.replacement : 'none');
}`;
  const out = execFileSync('node_modules/.bin/tsx', ['--input-type=module', '-e', probe]).toString();
  expect(out).toMatch(/^build \S+\/react-router\/dist\/production\/\S+\.mjs$/m);
  expect(out).toMatch(/^serve none$/m);
});
