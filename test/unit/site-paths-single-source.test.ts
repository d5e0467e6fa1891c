import { memberLinkPrefixes, memberOfLinkPath, siteConfigPath, sitePaths } from '@contract/site-paths';
import { sourceFiles, stringLiteralsOf } from '../support/source-graph';

/** contract/site-paths.ts writes the site's paths; the router, e-mails, share links and stacks use it. */
const home = 'contract/site-paths.ts';

/**
 * The paths written only there: share links, the hub, unsubscribe, the app's pages and `/config.json`. The
 * sign-in pages, the give page and profile setup are served from there too, but the pages that link to them
 * still write them.
 */
const paths = [
  ...[sitePaths.hub, sitePaths.unsubscribe, sitePaths.profile],
  ...Object.values(sitePaths).filter((path) => path.startsWith(sitePaths.app)),
  ...Object.values(memberLinkPrefixes),
  siteConfigPath,
];

/** Whether a literal is `path` or starts with it followed by a sub-path, query or fragment (or a member). */
const writes = (literal: string, path: string) =>
  literal === path ||
  (literal.startsWith(path) && (path.endsWith('/') || '/?#'.includes(literal[path.length] ?? '')));

describe('site paths have one home', () => {
  it('no source file but contract/site-paths.ts writes a site path as a literal', () => {
    const offending = sourceFiles()
      .filter((file) => file !== home)
      .flatMap((file) =>
        stringLiteralsOf(file)
          .filter((literal) => paths.some((path) => writes(literal, path)))
          .map((literal) => `${file}: '${literal}'`),
      );
    expect(offending).toEqual([]);
  });

  it('finds a member in its link path, with or without a trailing slash', () => {
    expect(memberOfLinkPath('/u/ana', ['profile'])).toBe('ana');
    expect(memberOfLinkPath('/u/ana/', ['profile'])).toBe('ana');
    expect(memberOfLinkPath('/give/ana', ['profile', 'give'])).toBe('ana');
  });

  it('finds no member in other paths', () => {
    for (const path of [
      '/u/',
      '/u//',
      '/u/ana//',
      '/u/ana/x',
      '/u/a?b',
      '/give/ana',
      '/profile/ana',
      '/x/u/ana',
    ])
      expect(memberOfLinkPath(path, ['profile'])).toBeUndefined();
  });
});
