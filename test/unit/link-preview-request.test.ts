import { runInNewContext } from 'node:vm';
import { limits, usernameCharacters, usernamePattern } from '@contract/limits';
import { memberLinkPath, memberLinkPrefixes, memberOfLinkPath } from '@contract/site-paths';
import fc from 'fast-check';
import { siteHostHeader } from '../../functions/previews/site-host';
import { linkPreviewRequestCode } from '../../infra/edge/link-preview-request';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
/** The viewer-request function as CloudFront runs it: the very text the Site stack inlines. */
const handler = runInNewContext(`${linkPreviewRequestCode()}\nhandler;`, {}) as (event: {
  request: EdgeRequest;
}) => EdgeRequest;

const viewerRequest = (uri: string, headers: EdgeRequest['headers'] = { host: { value: 'site.example' } }) =>
  handler({ request: { uri, headers } });
const canonical = (uri: string) => viewerRequest(uri).uri;
const prefix = memberLinkPrefixes.profile;

const username = fc.stringMatching(usernamePattern);
/** The same name in any mix of upper and lower case. */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

describe("the /u/* viewer-request function (the link preview's cache key)", () => {
  it('makes every spelling of one profile link the same path: lower case, no trailing slash', () => {
    for (const uri of ['/u/Ada_1', '/u/ada_1/', '/u/ADA_1//', '/u/aDa_1'])
      expect(canonical(uri)).toBe(memberLinkPath('profile', 'ada_1'));
    fc.assert(
      fc.property(
        username.chain((name) => fc.tuple(fc.constant(name), anyCase(name), fc.nat(3))),
        ([name, spelled, slashes]) => {
          expect(canonical(`${prefix}${spelled}${'/'.repeat(slashes)}`)).toBe(
            memberLinkPath('profile', name.toLowerCase()),
          );
        },
      ),
    );
  });

  it('gives every path that names no username one and the same path', () => {
    for (const uri of ['/u/', '/u//', '/u/a/b', '/u/%41da', '/u/../x', '/u/ada?x=1', '/u/ab', '/u/a.b.c'])
      expect(canonical(uri)).toBe(prefix);
    expect(canonical(`${prefix}${'a'.repeat(limits.usernameMax + 1)}`)).toBe(prefix);
  });

  it('leaves at most one path per lower-case username, and changes a canonical path no further', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...`/%.?#-${usernameCharacters}`, 'é') }), (tail) => {
        const out = canonical(`${prefix}${tail}`);
        expect(canonical(out)).toBe(out);
        if (out === prefix) return;
        const member = memberOfLinkPath(out, ['profile']);
        expect(member).toBeDefined();
        expect(member).toMatch(usernamePattern);
        expect(member).toBe(member?.toLowerCase());
      }),
    );
  });

  it("puts the visitor's host, lower-cased, in the site-host header, whatever the viewer sent there", () => {
    const request = viewerRequest('/u/ada', {
      host: { value: 'Receipts.Example' },
      [siteHostHeader]: { value: 'evil.example' },
    });
    expect(request.headers[siteHostHeader]).toEqual({ value: 'receipts.example' });
    expect(viewerRequest('/u/ada', {}).headers[siteHostHeader]).toEqual({ value: '' });
  });
});
