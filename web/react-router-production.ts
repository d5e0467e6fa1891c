import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../node_modules/react-router/', import.meta.url));

/**
 * react-router's package exports point every condition at its development build, dev warnings on
 * (remix-run/react-router#14102, open); its production build sits beside it, the same code with the warnings
 * off. The site's build aliases `react-router` and `react-router/dom` to that one.
 */
export function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return [
    ['react-router', '.'],
    ['react-router/dom', './dom'],
  ].map(([name, subpath]) => {
    const file = join(packageDir, exports[subpath!]!.import.default.replace('/development/', '/production/'));
    if (!existsSync(file)) throw new Error(`react-router has no production build at ${file}`);
    return { find: new RegExp(`^${name}$`), replacement: file };
  });
}
