import {
  cognitoOrigin,
  contentSecurityPolicy,
  permissionsPolicy,
  siteSecurityHeaders,
} from '../../infra/site-headers';

const connectTo = [
  'https://abc123.execute-api.eu-west-1.amazonaws.com',
  cognitoOrigin('eu-west-1'),
  'https://receipts-media.s3.eu-west-1.amazonaws.com',
];

const directives = (policy: string) => policy.split('; ');

describe("the site's Content-Security-Policy", () => {
  it('lists exactly the origins the app calls, and nothing wider', () => {
    expect(directives(contentSecurityPolicy({ connectTo }))).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "media-src 'self' blob:",
      "connect-src 'self' https://abc123.execute-api.eu-west-1.amazonaws.com https://cognito-idp.eu-west-1.amazonaws.com https://receipts-media.s3.eu-west-1.amazonaws.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
  });

  it('has no wildcard host and no eval, and refuses a wildcard origin', () => {
    const policy = contentSecurityPolicy({ connectTo });
    expect(policy).not.toContain('*');
    expect(policy).not.toContain("'unsafe-eval'");
    expect(() => contentSecurityPolicy({ connectTo: ['https://*.amazonaws.com'] })).toThrow(/exact origins/);
  });

  it("adds a script nonce only when given one (the local dev server's), never 'unsafe-inline' for scripts", () => {
    const dev = contentSecurityPolicy({ connectTo: ['http://127.0.0.1:3001'], scriptNonce: 'abc' });
    expect(directives(dev)).toContain("script-src 'self' 'nonce-abc'");
    expect(dev).not.toContain("'unsafe-eval'");
    expect(directives(dev).find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('sends the policy with the other security headers', () => {
    expect(siteSecurityHeaders({ connectTo })).toMatchObject({
      'content-security-policy': contentSecurityPolicy({ connectTo }),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
      'permissions-policy': permissionsPolicy,
    });
  });

  it('lets only the site itself use the camera and the microphone, and nothing else', () => {
    const features = Object.fromEntries(
      permissionsPolicy.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(features).toMatchObject({ camera: '(self)', microphone: '(self)', geolocation: '()' });
    expect(Object.entries(features).filter(([, allow]) => allow !== '()')).toEqual([
      ['camera', '(self)'],
      ['microphone', '(self)'],
    ]);
  });
});
