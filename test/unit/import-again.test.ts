import { failedModuleUrl, urlToRetry } from '../../web/src/lib/import-again';

describe('a failed import, asked again under a URL the browser has not marked failed', () => {
  it("reads the module's URL from Chromium's and Firefox's errors", () => {
    const url = 'https://receipts.example/assets/login-page-Ab12.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
  });

  it("finds none in Safari's error or in anything else", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new Error('Unable to preload CSS for /assets/a.css'))).toBeNull();
    expect(failedModuleUrl('Failed to fetch dynamically imported module: https://x/a.js')).toBeNull();
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: not a url')),
    ).toBeNull();
  });

  it('asks each retry under a URL no attempt asked for, keeping the query it had', () => {
    const first = urlToRetry('http://127.0.0.1:5173/node_modules/.vite/deps/aws-amplify_auth.js?v=3f2a');
    const second = urlToRetry('http://127.0.0.1:5173/node_modules/.vite/deps/aws-amplify_auth.js?v=3f2a');
    expect(first).not.toBe(second);
    for (const url of [first, second]) {
      expect(new URL(url).searchParams.get('v')).toBe('3f2a');
      expect(new URL(url).pathname).toBe('/node_modules/.vite/deps/aws-amplify_auth.js');
    }
  });
});

describe("the site's lazy loads", () => {
  it('each go through importAgain or lazyAgain, so a failed download can load again', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '../../web/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const bare: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/(?<!typeof )\bimport\('/g)) {
        const before = text.slice(Math.max(0, match.index - 60), match.index);
        // importAgain(() => import(…)), lazyAgain(() => import(…)), or the router's page factories, which wrap both.
        if (!/(importAgain|lazyAgain|Page)\(\s*\(\) =>\s*$/.test(before))
          bare.push(`${file}: ${before.trim()}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
